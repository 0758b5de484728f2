import { describe, expect, it } from 'vitest';
import type { HttpError } from '@/lib/http';
import type { FolderListing } from '@/features/file-manager';
import { fileItems } from '../data/file-manager';
import { serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;
const listing = (folderId: string) => api.get<FolderListing>('api/apps/file-manager', { params: { folderId } });
const names = (items: { name: string }[]) => items.map((entry) => entry.name);

describe('api/apps/file-manager', () => {
  it('holds 21 items, folders with their contents and description, files with neither', () => {
    expect(fileItems).toHaveLength(21);
    for (const entry of fileItems) {
      if (entry.type === 'folder') expect(entry.contents, entry.name).toMatch(/\d+ files?$/);
      else expect([entry.contents, entry.description], entry.name).toEqual([null, null]);
    }
  });

  it('answers the root for "null": its folders and files, each sorted by name, and an empty path', async () => {
    const root = await listing('null');
    expect(names(root.folders)).toEqual(['Archiv', 'Einsätze', 'Rechnungen', 'Schulungen', 'Verträge']);
    expect(names(root.files)).toEqual(['Dolmetschleitfaden.pdf', 'Logo.jpg', 'Notizen Leitstelle.txt', 'Preisliste 2026.xls']);
    expect(root.path).toEqual([]);
  });

  it('answers a nested folder with the chain of folders from the root down to it', async () => {
    const quarter = await listing('folder-invoices-2026-q1');
    expect(names(quarter.path)).toEqual(['Rechnungen', '2026', '1. Quartal']);
    expect(names(quarter.files)).toEqual(['Rechnung 2026-003.pdf']);
    const year = await listing('folder-invoices-2026');
    expect(names(year.folders)).toEqual(['1. Quartal']);
    expect(names(year.files)).toEqual(['Rechnung 2026-001.pdf', 'Rechnung 2026-002.pdf']);
  });

  it('answers an empty folder with nothing in it, and refuses a folder that does not exist or is a file', async () => {
    expect(await listing('folder-archive')).toMatchObject({ folders: [], files: [] });
    for (const folderId of ['no-such-folder', 'file-logo']) {
      const error = await listing(folderId).catch((caught: unknown) => caught);
      expect((error as HttpError).status, folderId).toBe(400);
    }
  });
});
