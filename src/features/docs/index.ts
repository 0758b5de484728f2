export { documentFiles } from './schemas';
