export { createInboxApi } from './api/inbox-api';
export { unreadCountOf, useInboxChanges, useInboxEntries } from './api/use-inbox';
export { InboxList } from './InboxList';
export { InboxPanel } from './InboxPanel';
export type { InboxEntry } from './types';
