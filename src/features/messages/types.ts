import type { InboxEntry } from '@/features/inbox';

/** A message of the top bar's messages panel (spec point 3); `seen` is set with `read` by mark-all-as-read. */
export type Message = InboxEntry;
