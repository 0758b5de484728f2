import type { InboxEntry } from '@/features/inbox';

/**
 * A notification: an inbox entry that also knows whether it has been seen (template-apps.md point 3).
 * `seen` stays optional, as the server keeps it: one created without it has not been seen.
 */
export type Notification = InboxEntry;
