export { MailboxPage as MailboxRoute } from './MailboxPage';
