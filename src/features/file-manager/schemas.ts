import { z } from '@/lib/validation';

/** The kinds of item the file manager knows: folders, and files by their format. */
export const fileKinds = ['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'] as const;
export type FileKind = (typeof fileKinds)[number];

export const fileItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** The folder it is in; null at the root. */
  folderId: z.nullable(z.string()),
  name: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  /** As people write it: "87 MB". */
  size: z.string(),
  type: z.enum(fileKinds),
  /** Folders only: what is in them, as text ("3 files"); null for files. */
  contents: z.nullable(z.string()),
  /** Folders only; null for files. */
  description: z.nullable(z.string()),
});
export type FileItem = z.infer<typeof fileItemSchema>;

/** One folder's listing: its folders and files, each sorted by name, and the folders from the root down to it. */
export interface FolderListing {
  folders: FileItem[];
  files: FileItem[];
  path: FileItem[];
}

/** What the address and the endpoint call the root. */
export const rootFolderId = 'null';
