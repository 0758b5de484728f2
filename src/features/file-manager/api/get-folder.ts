import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { rootFolderId } from '../schemas';
import { fileManagerEndpoints } from '../endpoints';

export const folderQueryOptions = (folderId: string | null) =>
  queryOptions({
    queryKey: ['file-manager', folderId ?? rootFolderId],
    queryFn: ({ signal }) => http.call(fileManagerEndpoints.folder, { query: { folderId: folderId ?? rootFolderId }, signal }),
    // The shared files change seldom: a folder opened again shows at once.
    staleTime: 60_000,
  });

/** One folder's listing; the last one stays while the next is on its way, so the page does not flash. */
export const useFolder = (folderId: string | null) => useQuery({ ...folderQueryOptions(folderId), placeholderData: keepPreviousData });

/** A folder's own listing, to count what is in it for its details. */
export const useFolderContents = (folderId: string | null, enabled: boolean) => useQuery({ ...folderQueryOptions(folderId), enabled });
