export { MessagesPanel } from './MessagesPanel';
export type { Message } from './types';
