export { ChatPage as ChatRoute } from './ChatPage';
