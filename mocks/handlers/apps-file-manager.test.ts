import { describe, expect, it } from 'vitest';
import type { HttpError } from '@/lib/http';
import type { FileContent, FileItem, FolderListing } from '@/features/file-manager';
import { fileItems } from '../data/file-manager';
import { fetchSignedIn, serveFakeBackend, signedInApi, signedInApiIn } from '../node';

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

  it('makes a folder with a free name, and refuses an empty, a taken or a path-like name and an unknown folder', async () => {
    const made = await api.post<FileItem>('api/apps/file-manager/folder', { folderId: 'folder-contracts', name: '  Entwürfe ' });
    expect(made).toMatchObject({
      name: 'Entwürfe',
      type: 'folder',
      folderId: 'folder-contracts',
      createdBy: 'Anna Gruber',
      hasContent: false,
    });
    const contracts = await listing('folder-contracts');
    expect(names(contracts.folders)).toContain('Entwürfe');
    expect((await listing('null')).folders.find((entry) => entry.id === 'folder-contracts')?.contents).toMatch(/^1 folder, \d+ files?$/);
    const refusals = [
      { folderId: 'folder-contracts', name: 'entwürfe' },
      { folderId: null, name: '   ' },
      { folderId: null, name: '..' },
      { folderId: null, name: '../Verträge' },
      { folderId: null, name: 'a\\b' },
      { folderId: null, name: 'x'.repeat(121) },
      { folderId: 'file-logo', name: 'Neu' },
      { folderId: 'no-such-folder', name: 'Neu' },
    ];
    for (const body of refusals) {
      const error = (await api.post('api/apps/file-manager/folder', body).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status, JSON.stringify(body)).toBe(400);
    }
  });

  const upload = (file: File, folderId = 'null') => {
    const form = new FormData();
    form.set('folderId', folderId);
    form.set('file', file);
    return fetchSignedIn('http://localhost/api/apps/file-manager/file', { method: 'POST', body: form });
  };

  it('takes a document told by its bytes into a folder, gives its content back for a download, and deletes it', async () => {
    const answer = await upload(new File(['%PDF-1.7\nAngebot'], 'Angebot.pdf', { type: 'application/octet-stream' }), 'folder-contracts');
    expect(answer.status).toBe(200);
    const file = (await answer.json()) as FileItem;
    expect(file).toMatchObject({ name: 'Angebot.pdf', type: 'PDF', size: '16 B', hasContent: true, folderId: 'folder-contracts' });
    const content = await api.get<FileContent>('api/apps/file-manager/file', { params: { id: file.id } });
    expect(content).toMatchObject({ name: 'Angebot.pdf', type: 'application/pdf' });
    expect(atob(content.base64)).toBe('%PDF-1.7\nAngebot');
    const word = await upload(new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])], 'Vertrag.doc'));
    expect(((await word.json()) as FileItem).type).toBe('DOC');
    const sheet = await upload(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0])], 'Preise.xlsx'));
    expect(((await sheet.json()) as FileItem).type).toBe('XLS');

    expect(await api.delete('api/apps/file-manager/item', { params: { id: file.id } })).toEqual({ removed: [file.id] });
    expect(names((await listing('folder-contracts')).files)).not.toContain('Angebot.pdf');
    const gone = (await api.get('api/apps/file-manager/file', { params: { id: file.id } }).catch((caught: unknown) => caught)) as HttpError;
    expect(gone.status).toBe(400);
  });

  it('refuses a file whose bytes are no document it takes or do not match its name, one too large, one of a taken name, and a sample entry’s download', async () => {
    const refused = {
      'HTML named as a PDF': new File(['<html><script>alert(1)</script></html>'], 'angebot.pdf'),
      'SVG named as text': new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'bild.txt'),
      'a program named as text': new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'liesmich.txt'),
      'a PDF named as a picture': new File(['%PDF-1.7'], 'foto.jpg'),
      'a zip named as a PDF': new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0])], 'angebot.pdf'),
      'a zip named as a zip': new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0])], 'archiv.zip'),
      'text without an ending': new File(['Hallo'], 'liesmich'),
      'a name that is taken': new File(['%PDF-1.7'], 'dolmetschleitfaden.PDF'),
      'too large': new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'gross.txt'),
    };
    for (const [name, file] of Object.entries(refused)) {
      const answer = await upload(file);
      expect(answer.status, name).toBe(400);
      expect(await answer.json(), name).toMatchObject({ field: 'file' });
    }
    expect((await upload(new File(['Hallo'], 'hallo.txt'), 'no-such-folder')).status).toBe(400);
    expect(names((await listing('null')).files)).toEqual(
      names(fileItems.filter((entry) => entry.folderId === null && entry.type !== 'folder')).sort((a, b) => a.localeCompare(b, 'de')),
    );
    const sample = (await api
      .get('api/apps/file-manager/file', { params: { id: 'file-logo' } })
      .catch((caught: unknown) => caught)) as HttpError;
    expect(sample.status).toBe(400);
  });

  it('deletes a folder with everything in it, and refuses an unknown id', async () => {
    const answer = await api.delete<{ removed: string[] }>('api/apps/file-manager/item', { params: { id: 'folder-invoices' } });
    expect(answer.removed).toEqual(expect.arrayContaining(['folder-invoices', 'folder-invoices-2026', 'folder-invoices-2026-q1']));
    expect(names((await listing('null')).folders)).not.toContain('Rechnungen');
    for (const id of answer.removed) {
      const error = (await listing(id).catch((caught: unknown) => caught)) as HttpError;
      if (id.startsWith('folder-')) expect(error.status, id).toBe(400);
    }
    const unknown = (await api
      .delete('api/apps/file-manager/item', { params: { id: 'no-such' } })
      .catch((caught: unknown) => caught)) as HttpError;
    expect(unknown.status).toBe(400);
  });
});

describe('api/apps/file-manager in the asker’s language', () => {
  const arabic = signedInApiIn('ar-SA');

  it('names the sample files and folders in Arabic, the path too, and keeps a typed name as typed', async () => {
    await api.post('api/apps/file-manager/folder', { folderId: 'null', name: 'Dienstpläne' });
    const root = await arabic.get<FolderListing>('api/apps/file-manager', { params: { folderId: 'null' } });
    const names = [...root.folders, ...root.files].map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['العقود', 'الفواتير', 'دليل الترجمة الفورية.pdf', 'Dienstpläne']));
    expect(
      names.filter((name) => name !== 'Dienstpläne' && /[A-Za-zÄÖÜäöüß]{2}/.test(name.replace(/\.(pdf|xls|doc|txt|jpg)$/, ''))),
    ).toEqual([]);
    const quarter = await arabic.get<FolderListing>('api/apps/file-manager', { params: { folderId: 'folder-invoices-2026-q1' } });
    expect(quarter.path.map((folder) => folder.name)).toEqual(['الفواتير', '2026', 'الربع الأول']);
  });

  it('counts a sample name as taken in every language it is shown in', async () => {
    for (const name of ['Contracts', 'العقود', 'verträge']) {
      const refused = await api.post('api/apps/file-manager/folder', { folderId: 'null', name }).catch((error: HttpError) => error);
      expect(refused, name).toMatchObject({ status: 400 });
    }
  });
});
