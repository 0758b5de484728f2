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
  /** A file whose content the server holds, to be downloaded: what was uploaded. The sample files are entries only. */
  hasContent: z.boolean(),
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

/** What the file manager takes into a folder: told by the file's bytes, its name ending as its kind does. */
export const fileRules = {
  maxBytes: 10 * 1024 * 1024,
  /** A name, of a folder or a file, at most this long; no slashes, no control characters, not "." or "..". */
  nameLength: 120,
  /** For the file chooser; the server decides by the bytes. */
  accept: ['.pdf', '.jpg', '.jpeg', '.txt', '.csv', '.doc', '.docx', '.xls', '.xlsx'],
} as const;

/** Why a name cannot be a folder's or a file's, or null when it can: the same rule on both sides. */
export function nameProblem(name: string): 'empty' | 'tooLong' | 'characters' | null {
  const trimmed = name.trim();
  if (!trimmed || trimmed === '.' || trimmed === '..') return 'empty';
  if (trimmed.length > fileRules.nameLength) return 'tooLong';
  // eslint-disable-next-line no-control-regex -- control characters are what the rule refuses
  if (/[/\\\u0000-\u001f\u007f]/.test(trimmed)) return 'characters';
  return null;
}

/** A file the server holds, as it is sent for a download. */
export interface FileContent {
  name: string;
  type: string;
  /** The bytes, base64. */
  base64: string;
}

/** How a listing is ordered (`?sort=`, `?dir=`): folders always first, then by this column. */
export const fileSortKeys = ['name', 'kind', 'size', 'modified'] as const;
export type FileSortKey = (typeof fileSortKeys)[number];
