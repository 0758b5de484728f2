export { fileItemSchema, fileKinds, rootFolderId, type FileItem, type FileKind, type FolderListing } from './schemas';
