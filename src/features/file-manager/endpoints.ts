import { contract, type IdQuery } from '@/lib/contract';
import type { FileContent, FileItem, FolderListing } from './schemas';

const file = 'api/apps/file-manager/file';

/**
 * The endpoints of the file manager, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const fileManagerEndpoints = {
  /** A folder's folders and files, and the path down to it; `"null"` is the root. */
  folder: contract.get<{ query: { folderId: string }; answer: FolderListing }>('api/apps/file-manager'),
  newFolder: contract.post<{ body: { folderId: string | null; name: string }; answer: FileItem }>('api/apps/file-manager/folder'),
  /** Form data `{folderId, file}`. */
  uploadFile: contract.post<{ body: FormData; answer: FileItem }>(file),
  /** An uploaded file's content, for its download. */
  file: contract.get<{ query: IdQuery; answer: FileContent }>(file),
  /** A file, or a folder with everything in it; answers the ids removed. */
  deleteItem: contract.delete<{ query: IdQuery; answer: { removed: string[] } }>('api/apps/file-manager/item'),
};
