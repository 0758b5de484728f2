import { areas } from './areas';
import { hubHandlers } from './hub/fake-hub';
import { createApiRouter } from './router';

/**
 * The whole fake backend for the workbench and the unit tests: the areas behind one router (each
 * loaded on its first request) and the calls hub. The demo app builds the same list in
 * `browser.ts` without importing any area up front.
 */
export const handlers = [createApiRouter(areas), ...hubHandlers];

// The tables, for stories and tests that arrange or inspect the server's state.
export { userTable } from './handlers/common-user';
export { messagesTable, notificationsTable } from './handlers/common-inbox';
export { shortcutsTable } from './handlers/common-shortcuts';
export { chatContactsTable, chatsTable } from './handlers/apps-chat';
export { contactsTable, contactTagsTable } from './handlers/apps-contacts';
export { tasksTable, taskTagsTable } from './handlers/apps-tasks';
export { boardLabelsTable, boardListsTable, boardsTable, cardsTable } from './handlers/apps-scrumboard';
export { fileItemsTable } from './handlers/apps-file-manager';
export { noteLabelsTable, notesTable } from './handlers/apps-notes';
export { supportRequestsTable } from './handlers/apps-help-center';
export { walletsTable } from './handlers/dashboards';
export { inventoryTagsTable, productsTable } from './handlers/apps-inventory';
export { coursesTable } from './handlers/apps-academy';
export { mailLabelsTable, mailSettingsTable } from './handlers/apps-mailbox';
export { mailsTable } from './handlers/mail-store';
export { presenceTable } from './handlers/realtime';
export { fakeHub, sampleCall } from './hub/fake-hub';
export { resetDb } from './db';
export { issueDemoToken } from './data/auth';
export { issueChallenge } from './handlers/auth';
