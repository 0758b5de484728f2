import type { PageRoute } from '@/lib/query';
import { folderQueryOptions } from './api/get-folder';
import { FileManagerPage } from './FileManagerPage';

/** `/{lang}/file-manager/:folderId?`: the folder the address opens (the shared root without one). */
export const fileManagerRoute: PageRoute = {
  Component: FileManagerPage,
  prefetch: (queryClient, { params: { folderId } }) => void queryClient.prefetchQuery(folderQueryOptions(folderId ?? null)),
};
