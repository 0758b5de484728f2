import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { fileManagerEndpoints } from '../endpoints';
import { rootFolderId, type FileItem } from '../schemas';

/** Every listing may show what changed (a folder's count of what is in it too). */
const useRefreshListings = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['file-manager'] });
};

/** `POST api/apps/file-manager/folder`: a new, empty folder in `folderId`. */
export function useNewFolder(folderId: string | null) {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (name: string) => http.call(fileManagerEndpoints.newFolder, { body: { folderId, name } }),
    onSuccess: refresh,
  });
}

/** `POST api/apps/file-manager/file` with the file; the server tells its kind by its bytes. */
export function useUploadFile(folderId: string | null) {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('folderId', folderId ?? rootFolderId);
      form.set('file', file);
      return http.call(fileManagerEndpoints.uploadFile, { body: form });
    },
    onSuccess: refresh,
  });
}

/** `DELETE api/apps/file-manager/item?id`: a file, or a folder with everything in it. */
export function useDeleteItem() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (item: FileItem) => http.call(fileManagerEndpoints.deleteItem, { query: { id: item.id } }),
    onSuccess: refresh,
  });
}

/**
 * `GET api/apps/file-manager/file?id`: the file's content, saved by the browser under its name. The
 * content comes with the session's token, so a plain link could not fetch it.
 */
export function useDownload() {
  return useMutation({
    mutationFn: async (item: FileItem) => {
      const content = await http.call(fileManagerEndpoints.file, { query: { id: item.id } });
      const bytes = Uint8Array.from(atob(content.base64), (char) => char.charCodeAt(0));
      const address = URL.createObjectURL(new Blob([bytes], { type: content.type }));
      const anchor = document.createElement('a');
      anchor.href = address;
      anchor.download = content.name;
      anchor.click();
      // The browser has taken the address for its download once the click has been handled.
      setTimeout(() => URL.revokeObjectURL(address));
      return content;
    },
  });
}
