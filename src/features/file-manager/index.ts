export { type FileContent, type FileItem, type FolderListing } from './schemas';
