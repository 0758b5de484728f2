import type { InboxEntry } from '@/features/inbox';

/** A message of the top bar's messages panel (spec point 3). */
export type Message = Omit<InboxEntry, 'seen'>;
