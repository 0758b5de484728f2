import { z } from '@/lib/validation';
import {
  fileItemSchema,
  fileRules,
  nameProblem,
  rootFolderId,
  type FileContent,
  type FileItem,
  type FileKind,
  type FolderListing,
} from '@/features/file-manager/schemas';
import { fileManagerEndpoints } from '@/features/file-manager/endpoints';
import { defineArea, endpoint, idQuery, refuse } from '../api';
import { defineCollection } from '../collection';
import { contentsOf, fileItemIn, fileItems, namesOf } from '../data/file-manager';
import { localeOf } from './common-navigation';
import { documentKindOf, toBase64, uploadedFile } from '../file-types';
import { userTable } from '../user-table';

/** This area's data is the file-manager page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('file-manager');

export const fileItemsTable = defineCollection('file-manager-items', {
  schema: fileItemSchema,
  version: 1,
  seed: () => structuredClone(fileItems) as FileItem[],
});

/** The bytes of the uploaded files, apart from the listing so that a listing never carries them. */
const fileContentsTable = defineCollection('file-manager-contents', {
  schema: z.object({ id: z.string(), type: z.string(), base64: z.string() }),
  version: 1,
  seed: () => [],
});

const byName = (a: FileItem, b: FileItem) => a.name.localeCompare(b.name, 'de', { numeric: true, sensitivity: 'base' });

const folderExists = (folderId: string | null) =>
  folderId === null || fileItemsTable.all().some((entry) => entry.id === folderId && entry.type === 'folder');

/** The folders from the root down to `folderId`, the folder itself last. */
function pathTo(folderId: string | null): FileItem[] {
  const all = fileItemsTable.all();
  const path: FileItem[] = [];
  for (let current = all.find((entry) => entry.id === folderId); current; current = all.find((entry) => entry.id === current?.folderId))
    path.unshift(current);
  return path;
}

/** A folder id of a form field or query: "null" (or nothing) is the root; an unknown folder is refused. */
function knownFolder(value: unknown, field: string): string | null {
  const folderId = value === undefined || value === null || value === '' || value === rootFolderId ? null : String(value);
  if (!folderExists(folderId)) refuse(field, 'There is no such folder.');
  return folderId;
}

/** A name for a new item in `folderId`: the shared rule, and none of the same name there already (in any case). */
function freeName(name: string, folderId: string | null, field: string): string {
  const problem = nameProblem(name);
  if (problem === 'empty') refuse(field, 'Give it a name.');
  if (problem === 'tooLong') refuse(field, `A name has at most ${fileRules.nameLength} characters.`);
  if (problem === 'characters') refuse(field, 'A name holds no slash, backslash or control character.');
  const trimmed = name.trim();
  // A sample's name is taken in every language it is shown in.
  const taken = fileItemsTable
    .all()
    .some(
      (entry) =>
        entry.folderId === folderId && namesOf(entry.name).some((name) => name.localeCompare(trimmed, 'de', { sensitivity: 'base' }) === 0),
    );
  if (taken) refuse(field, `"${trimmed}" is already in this folder.`);
  return trimmed;
}

/** A size as people write it ("2.4 MB", "640 KB"), as the sample's sizes are. */
function writtenSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An item and, for a folder, everything below it. */
function withEverythingInside(root: FileItem): FileItem[] {
  const all = fileItemsTable.all();
  const found = [root];
  for (let index = 0; index < found.length; index++) found.push(...all.filter((entry) => entry.folderId === found[index]!.id));
  return found;
}

const newItem = (folderId: string | null, name: string, type: FileKind, size: string, hasContent: boolean): FileItem => {
  const now = new Date().toISOString();
  return {
    id: `${type === 'folder' ? 'folder' : 'file'}-${crypto.randomUUID()}`,
    folderId,
    name,
    createdBy: userTable.get().fullName,
    createdAt: now,
    modifiedAt: now,
    size,
    type,
    contents: type === 'folder' ? '0 files' : null,
    description: null,
    hasContent,
  };
};

/** The file manager (template-apps.md point 7, File manager), with folders made, files uploaded, downloaded and deleted. */
export const fileManagerArea = defineArea('File manager', [
  pageEndpoint(
    fileManagerEndpoints.folder,
    {
      rule: 'Query folderId ("null" for the root): {folders, files, path}, the folders and the files directly in that folder, each sorted by name, and path the folders from the root down to it; an unknown folder is refused.',
      query: z.object({ folderId: z._default(z.string().check(z.minLength(1)), rootFolderId) }),
    },
    ({ query, request }): FolderListing => {
      const folderId = knownFolder(query.folderId, 'folderId');
      const locale = localeOf(request);
      const inside = fileItemsTable
        .all()
        .filter((entry) => entry.folderId === folderId)
        .map((entry) => fileItemIn(entry, locale));
      return {
        folders: inside
          .filter((entry) => entry.type === 'folder')
          .map((entry) => ({ ...entry, contents: contentsOf(fileItemsTable.all(), entry.id) }))
          .sort(byName),
        files: inside.filter((entry) => entry.type !== 'folder').sort(byName),
        path: pathTo(folderId).map((entry) => fileItemIn(entry, locale)),
      };
    },
  ),
  pageEndpoint(
    fileManagerEndpoints.newFolder,
    {
      rule: `Body {folderId, name}: a new, empty folder in that folder ("null" or null for the root); the name at most ${fileRules.nameLength} characters, no slash or control character, none of the same name (in any case) in that folder. The new folder.`,
      body: z.object({ folderId: z.nullable(z.string()), name: z.string() }),
    },
    ({ body }) => {
      const folderId = knownFolder(body.folderId, 'folderId');
      return fileItemsTable.insert(newItem(folderId, freeName(body.name, folderId, 'name'), 'folder', '0 B', false));
    },
  ),
  pageEndpoint(
    fileManagerEndpoints.uploadFile,
    {
      rule: `Form data {folderId, file}: a PDF, Word, Excel, JPEG or plain-text file of at most 10 MB, told by its bytes (HTML, SVG and XML are not plain text), its name ending as its kind does and free in that folder. The new file.`,
    },
    async ({ request }) => {
      const { form, file, bytes } = await uploadedFile(request, fileRules.maxBytes);
      const folderId = knownFolder(form.get('folderId'), 'folderId');
      const name = freeName(file.name, folderId, 'file');
      const { kind, type } = documentKindOf(bytes, name, 'file');
      const created = fileItemsTable.insert(newItem(folderId, name, kind, writtenSize(bytes.length), true));
      fileContentsTable.insert({ id: created.id, type, base64: toBase64(bytes) });
      return created;
    },
  ),
  pageEndpoint(
    fileManagerEndpoints.file,
    {
      rule: 'Query id: {name, type, base64}, the content of an uploaded file; a folder, a sample entry without content or an unknown id is refused.',
      query: idQuery,
    },
    ({ query }): FileContent => {
      const item = fileItemsTable.find(query.id);
      const content = fileContentsTable.find(query.id);
      if (!item || item.type === 'folder') refuse('id', 'There is no such file.');
      if (!content) refuse('id', 'This sample file has no content to download.');
      return { name: item.name, type: content.type, base64: content.base64 };
    },
  ),
  pageEndpoint(
    fileManagerEndpoints.deleteItem,
    { rule: 'Query id: deletes the file, or the folder with everything in it; the ids deleted. An unknown id is refused.', query: idQuery },
    ({ query }) => {
      const item = fileItemsTable.find(query.id);
      if (!item) refuse('id', 'There is no such file or folder.');
      const removed = withEverythingInside(item).map((entry) => entry.id);
      for (const id of removed) {
        fileItemsTable.remove(id);
        fileContentsTable.remove(id);
      }
      return { removed };
    },
  ),
]);
