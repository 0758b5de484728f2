export { FileManagerPage as FileManagerRoute } from './FileManagerPage';
