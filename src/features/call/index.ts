export { CallPage } from './CallPage';
