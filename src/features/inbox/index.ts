export { createInboxApi, type InboxApi, type InboxEndpoints } from './api/inbox-api';
export { unreadCountOf, useInboxChanges, useInboxEntries, type InboxChanges } from './api/use-inbox';
export { InboxList, type InboxListProps } from './InboxList';
export { InboxPanel, type InboxPanelProps } from './InboxPanel';
export type { InboxEntry } from './types';
