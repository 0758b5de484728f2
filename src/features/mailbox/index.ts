export { MailboxPage as MailboxRoute } from './MailboxPage';
export { mailSchema, mailLabelSchema, type Mail, type MailLabel } from './schemas';
