import { mailSchema } from '@/features/mailbox/schemas';
import { defineCollection } from '../collection';
import { createMails, mailFolders } from '../data/mailbox';

/**
 * The mails, apart from the mailbox's endpoints: the navigation's badge reads them on every
 * signed-in page, and that should not load the mailbox's handlers.
 */
export const mailsTable = defineCollection('mails', { schema: mailSchema, version: 1, seed: createMails });

const inbox = mailFolders.find((folder) => folder.slug === 'inbox')?.id;

/** The inbox's unread mails: the navigation's badge on the mailbox. */
export const inboxUnreadCount = () => mailsTable.all().filter((mail) => mail.folder === inbox && mail.unread).length;
