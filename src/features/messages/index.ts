export { messagesApi, messagesPath } from './api/messages-api';
export { MessagesPanel, type MessagesPanelProps } from './MessagesPanel';
export type { Message } from './types';
