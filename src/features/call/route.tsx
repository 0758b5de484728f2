export { CallPage as CallRoute } from './CallPage';
