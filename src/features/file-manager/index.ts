export { type FolderListing } from './schemas';
