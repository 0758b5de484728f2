import type { FileItem, FileKind } from '@/features/file-manager/schemas';

/** The switching centre's shared files (template-apps.md points 3 and 9: 21 items). */
const item = (id: string, folderId: string | null, name: string, type: FileKind, createdBy: string, createdAt: string, modifiedAt: string, size: string, description: string | null = null): FileItem => ({
  id,
  folderId,
  name,
  createdBy,
  createdAt: `${createdAt}T09:30:00.000Z`,
  modifiedAt: `${modifiedAt}T15:10:00.000Z`,
  size,
  type,
  contents: null,
  description: type === 'folder' ? description : null,
});

const items: FileItem[] = [
  item('folder-contracts', null, 'Verträge', 'folder', 'Anna Gruber', '2025-09-01', '2026-10-14', '4.2 MB', 'Rahmenverträge mit Auftraggebern und Vereinbarungen zum Datenschutz.'),
  item('folder-assignments', null, 'Einsätze', 'folder', 'Lukas Hofer', '2025-10-06', '2026-11-02', '1.3 MB', 'Einsatzpläne und Unterlagen zu einzelnen Terminen.'),
  item('folder-invoices', null, 'Rechnungen', 'folder', 'Sabine Moser', '2025-01-12', '2026-11-18', '12 MB', 'Ausgehende Rechnungen nach Jahr, mit der Liste offener Posten.'),
  item('folder-training', null, 'Schulungen', 'folder', 'Anna Gruber', '2026-02-20', '2026-06-03', '87 MB', 'Unterlagen der internen Schulungen.'),
  item('folder-archive', null, 'Archiv', 'folder', 'Sabine Moser', '2024-12-30', '2024-12-30', '0 B', 'Abgeschlossene Vorgänge; derzeit leer.'),
  item('file-guide', null, 'Dolmetschleitfaden.pdf', 'PDF', 'Anna Gruber', '2026-03-11', '2026-09-29', '2.4 MB'),
  item('file-prices', null, 'Preisliste 2026.xls', 'XLS', 'Sabine Moser', '2025-12-01', '2026-01-08', '86 KB'),
  item('file-notes', null, 'Notizen Leitstelle.txt', 'TXT', 'Lukas Hofer', '2026-11-20', '2026-11-23', '3 KB'),
  item('file-logo', null, 'Logo.jpg', 'JPG', 'Anna Gruber', '2025-06-17', '2025-06-17', '640 KB'),
  item('file-framework', 'folder-contracts', 'Rahmenvertrag Land Steiermark.doc', 'DOC', 'Sabine Moser', '2025-09-01', '2026-10-14', '3.1 MB'),
  item('file-privacy', 'folder-contracts', 'Datenschutzvereinbarung.pdf', 'PDF', 'Anna Gruber', '2025-09-04', '2025-09-04', '1.1 MB'),
  item('file-roster', 'folder-assignments', 'Einsatzplan Mai.xls', 'XLS', 'Lukas Hofer', '2026-04-22', '2026-05-30', '240 KB'),
  item('file-court', 'folder-assignments', 'Gerichtstermin Graz.doc', 'DOC', 'Lukas Hofer', '2026-10-30', '2026-11-02', '1.06 MB'),
  item('folder-invoices-2026', 'folder-invoices', '2026', 'folder', 'Sabine Moser', '2026-01-02', '2026-11-18', '9.6 MB', 'Die Rechnungen des laufenden Jahres.'),
  item('file-invoice-2025-118', 'folder-invoices', 'Rechnung 2025-118.pdf', 'PDF', 'Sabine Moser', '2025-12-19', '2025-12-19', '1.2 MB'),
  item('file-open-items', 'folder-invoices', 'Offene Posten.xls', 'XLS', 'Sabine Moser', '2026-11-18', '2026-11-18', '1.2 MB'),
  item('folder-invoices-2026-q1', 'folder-invoices-2026', '1. Quartal', 'folder', 'Sabine Moser', '2026-04-01', '2026-04-03', '3.2 MB', 'Rechnungen von Jänner bis März.'),
  item('file-invoice-2026-001', 'folder-invoices-2026', 'Rechnung 2026-001.pdf', 'PDF', 'Sabine Moser', '2026-01-09', '2026-01-09', '3.2 MB'),
  item('file-invoice-2026-002', 'folder-invoices-2026', 'Rechnung 2026-002.pdf', 'PDF', 'Sabine Moser', '2026-02-13', '2026-02-13', '3.2 MB'),
  item('file-invoice-2026-003', 'folder-invoices-2026-q1', 'Rechnung 2026-003.pdf', 'PDF', 'Sabine Moser', '2026-03-27', '2026-04-03', '3.2 MB'),
  item('file-course', 'folder-training', 'ÖGS Grundkurs.pdf', 'PDF', 'Anna Gruber', '2026-02-20', '2026-06-03', '87 MB'),
];

/** A folder's contents in the spec's words ("57 files"), counted from what is in it. */
function contentsOf(folderId: string) {
  const inside = items.filter((candidate) => candidate.folderId === folderId);
  const folders = inside.filter((candidate) => candidate.type === 'folder').length;
  const files = inside.length - folders;
  const parts = [folders ? `${folders} ${folders === 1 ? 'folder' : 'folders'}` : '', `${files} ${files === 1 ? 'file' : 'files'}`];
  return parts.filter(Boolean).join(', ');
}

export const fileItems: readonly FileItem[] = items.map((entry) => (entry.type === 'folder' ? { ...entry, contents: contentsOf(entry.id) } : entry));
