export { createInboxApi } from './api/get-inbox';
export { unreadCountOf, useInboxChanges, useInboxEntries } from './api/change-inbox';
export { InboxList } from './InboxList';
export { InboxPanel } from './InboxPanel';
export type { InboxEntry } from './types';
