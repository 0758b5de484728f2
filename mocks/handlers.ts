import { chatHandlers } from './handlers/apps-chat';
import { contactsHandlers } from './handlers/apps-contacts';
import { tasksHandlers } from './handlers/apps-tasks';
import { authHandlers } from './handlers/auth';
import { messagesHandlers, notificationsHandlers } from './handlers/common-inbox';
import { navigationHandlers } from './handlers/common-navigation';
import { searchHandlers } from './handlers/common-search';
import { shortcutsHandlers } from './handlers/common-shortcuts';
import { demoHandlers } from './handlers/demo';
import { hubDemoHandlers, realtimeHandlers } from './handlers/realtime';
import { hubHandlers } from './hub/fake-hub';
import { userHandlers } from './handlers/common-user';

/** Every endpoint of the fake backend, one module per area of the spec. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...navigationHandlers,
  ...messagesHandlers,
  ...notificationsHandlers,
  ...shortcutsHandlers,
  ...searchHandlers,
  ...chatHandlers,
  ...contactsHandlers,
  ...tasksHandlers,
  ...realtimeHandlers,
  ...hubHandlers,
  ...demoHandlers,
  ...hubDemoHandlers,
];

export { authHandlers, chatHandlers, demoHandlers, messagesHandlers, navigationHandlers, notificationsHandlers, searchHandlers, shortcutsHandlers, userHandlers };
export { userTable } from './handlers/common-user';
export { messagesTable, notificationsTable } from './handlers/common-inbox';
export { shortcutsTable } from './handlers/common-shortcuts';
export { chatTable } from './handlers/apps-chat';
export { contactsTable } from './handlers/apps-contacts';
export { tasksTable } from './handlers/apps-tasks';
export { presenceTable } from './handlers/realtime';
export { fakeHub, sampleCall } from './hub/fake-hub';
export { resetDb } from './db';
export { issueDemoToken } from './data/auth';
