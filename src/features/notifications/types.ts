import type { InboxEntry } from '@/features/inbox';

/** A notification: a message that also knows whether it has been seen (template-apps.md point 3). */
export type Notification = InboxEntry & { seen: boolean };
