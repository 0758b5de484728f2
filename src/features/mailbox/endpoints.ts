/**
 * The endpoints of mailbox, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const mailboxEndpoints = {
  attachment: 'api/apps/mailbox/attachment',
  filters: 'api/apps/mailbox/filters',
  folders: 'api/apps/mailbox/folders',
  label: 'api/apps/mailbox/label',
  labels: 'api/apps/mailbox/labels',
  mail: 'api/apps/mailbox/mail',
  mails: 'api/apps/mailbox/mails',
  settings: 'api/apps/mailbox/settings',
} as const;
