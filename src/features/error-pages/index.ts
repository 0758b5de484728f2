export { StartFailedPage } from './StartFailedPage';
export { NotAllowedPage } from './NotAllowedPage';
