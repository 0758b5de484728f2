import { z } from '@/lib/validation';
import { rootFolderId, type FileItem, type FolderListing } from '@/features/file-manager/schemas';
import { defineArea, endpoint, refuse } from '../api';
import { fileItems } from '../data/file-manager';
import { fileManagerEndpoints } from '@/features/file-manager/endpoints';

/** This area's data is the file-manager page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('file-manager');

const byName = (a: FileItem, b: FileItem) => a.name.localeCompare(b.name, 'de', { numeric: true, sensitivity: 'base' });

/** The folders from the root down to `folderId`, the folder itself last. */
function pathTo(folderId: string | null): FileItem[] {
  const path: FileItem[] = [];
  for (
    let current = fileItems.find((entry) => entry.id === folderId);
    current;
    current = fileItems.find((entry) => entry.id === current?.folderId)
  )
    path.unshift(current);
  return path;
}

/** The file manager (template-apps.md point 7, File manager). */
export const fileManagerArea = defineArea('File manager', [
  pageEndpoint.get(
    {
      path: fileManagerEndpoints.folder,
      rule: 'Query folderId ("null" for the root): {folders, files, path}, the folders and the files directly in that folder, each sorted by name, and path the folders from the root down to it; an unknown folder is refused.',
      query: z.object({ folderId: z._default(z.string().check(z.minLength(1)), rootFolderId) }),
    },
    ({ query }): FolderListing => {
      const folderId = query.folderId === rootFolderId ? null : query.folderId;
      if (folderId !== null && !fileItems.some((entry) => entry.id === folderId && entry.type === 'folder'))
        refuse('folderId', 'There is no such folder.');
      const inside = fileItems.filter((entry) => entry.folderId === folderId);
      return {
        folders: inside.filter((entry) => entry.type === 'folder').sort(byName),
        files: inside.filter((entry) => entry.type !== 'folder').sort(byName),
        path: pathTo(folderId),
      };
    },
  ),
]);
