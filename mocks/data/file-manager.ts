import type { FileItem, FileKind } from '@/features/file-manager/schemas';
import { sampleTranslator, type Translation } from './sample-language';

/** The switching centre's shared files (template-apps.md points 3 and 9: 21 items). */
const item = (
  id: string,
  folderId: string | null,
  name: string,
  type: FileKind,
  createdBy: string,
  createdAt: string,
  modifiedAt: string,
  size: string,
  description: string | null = null,
): FileItem => ({
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
  hasContent: false,
});

const items: FileItem[] = [
  item(
    'folder-contracts',
    null,
    'Verträge',
    'folder',
    'Anna Gruber',
    '2025-09-01',
    '2026-10-14',
    '4.2 MB',
    'Rahmenverträge mit Auftraggebern und Vereinbarungen zum Datenschutz.',
  ),
  item(
    'folder-assignments',
    null,
    'Einsätze',
    'folder',
    'Lukas Hofer',
    '2025-10-06',
    '2026-11-02',
    '1.3 MB',
    'Einsatzpläne und Unterlagen zu einzelnen Terminen.',
  ),
  item(
    'folder-invoices',
    null,
    'Rechnungen',
    'folder',
    'Sabine Moser',
    '2025-01-12',
    '2026-11-18',
    '12 MB',
    'Ausgehende Rechnungen nach Jahr, mit der Liste offener Posten.',
  ),
  item(
    'folder-training',
    null,
    'Schulungen',
    'folder',
    'Anna Gruber',
    '2026-02-20',
    '2026-06-03',
    '87 MB',
    'Unterlagen der internen Schulungen.',
  ),
  item(
    'folder-archive',
    null,
    'Archiv',
    'folder',
    'Sabine Moser',
    '2024-12-30',
    '2024-12-30',
    '0 B',
    'Abgeschlossene Vorgänge; derzeit leer.',
  ),
  item('file-guide', null, 'Dolmetschleitfaden.pdf', 'PDF', 'Anna Gruber', '2026-03-11', '2026-09-29', '2.4 MB'),
  item('file-prices', null, 'Preisliste 2026.xls', 'XLS', 'Sabine Moser', '2025-12-01', '2026-01-08', '86 KB'),
  item('file-notes', null, 'Notizen Leitstelle.txt', 'TXT', 'Lukas Hofer', '2026-11-20', '2026-11-23', '3 KB'),
  item('file-logo', null, 'Logo.jpg', 'JPG', 'Anna Gruber', '2025-06-17', '2025-06-17', '640 KB'),
  item(
    'file-framework',
    'folder-contracts',
    'Rahmenvertrag Land Steiermark.doc',
    'DOC',
    'Sabine Moser',
    '2025-09-01',
    '2026-10-14',
    '3.1 MB',
  ),
  item('file-privacy', 'folder-contracts', 'Datenschutzvereinbarung.pdf', 'PDF', 'Anna Gruber', '2025-09-04', '2025-09-04', '1.1 MB'),
  item('file-roster', 'folder-assignments', 'Einsatzplan Mai.xls', 'XLS', 'Lukas Hofer', '2026-04-22', '2026-05-30', '240 KB'),
  item('file-court', 'folder-assignments', 'Gerichtstermin Graz.doc', 'DOC', 'Lukas Hofer', '2026-10-30', '2026-11-02', '1.06 MB'),
  item(
    'folder-invoices-2026',
    'folder-invoices',
    '2026',
    'folder',
    'Sabine Moser',
    '2026-01-02',
    '2026-11-18',
    '9.6 MB',
    'Die Rechnungen des laufenden Jahres.',
  ),
  item('file-invoice-2025-118', 'folder-invoices', 'Rechnung 2025-118.pdf', 'PDF', 'Sabine Moser', '2025-12-19', '2025-12-19', '1.2 MB'),
  item('file-open-items', 'folder-invoices', 'Offene Posten.xls', 'XLS', 'Sabine Moser', '2026-11-18', '2026-11-18', '1.2 MB'),
  item(
    'folder-invoices-2026-q1',
    'folder-invoices-2026',
    '1. Quartal',
    'folder',
    'Sabine Moser',
    '2026-04-01',
    '2026-04-03',
    '3.2 MB',
    'Rechnungen von Jänner bis März.',
  ),
  item(
    'file-invoice-2026-001',
    'folder-invoices-2026',
    'Rechnung 2026-001.pdf',
    'PDF',
    'Sabine Moser',
    '2026-01-09',
    '2026-01-09',
    '3.2 MB',
  ),
  item(
    'file-invoice-2026-002',
    'folder-invoices-2026',
    'Rechnung 2026-002.pdf',
    'PDF',
    'Sabine Moser',
    '2026-02-13',
    '2026-02-13',
    '3.2 MB',
  ),
  item(
    'file-invoice-2026-003',
    'folder-invoices-2026-q1',
    'Rechnung 2026-003.pdf',
    'PDF',
    'Sabine Moser',
    '2026-03-27',
    '2026-04-03',
    '3.2 MB',
  ),
  item('file-course', 'folder-training', 'ÖGS Grundkurs.pdf', 'PDF', 'Anna Gruber', '2026-02-20', '2026-06-03', '87 MB'),
];

/** A folder's contents in the spec's words ("2 folders, 57 files"), counted from what `all` holds in it. */
export function contentsOf(all: readonly FileItem[], folderId: string) {
  const inside = all.filter((candidate) => candidate.folderId === folderId);
  const folders = inside.filter((candidate) => candidate.type === 'folder').length;
  const files = inside.length - folders;
  const parts = [folders ? `${folders} ${folders === 1 ? 'folder' : 'folders'}` : '', `${files} ${files === 1 ? 'file' : 'files'}`];
  return parts.filter(Boolean).join(', ');
}

export const fileItems: readonly FileItem[] = items.map((entry) =>
  entry.type === 'folder' ? { ...entry, contents: contentsOf(items, entry.id) } : entry,
);

/**
 * The sample files' names and the folders' descriptions in English and Arabic, beside their German above.
 * Arabic names say a number in words around it (رقم 118 لعام 2025), where a hyphenated one would read backwards in right-to-left text.
 */
const fileTexts: Translation[] = [
  ['Verträge', 'Contracts', 'العقود'],
  [
    'Rahmenverträge mit Auftraggebern und Vereinbarungen zum Datenschutz.',
    'Framework contracts with clients and data protection agreements.',
    'العقود الإطارية مع العملاء واتفاقيات حماية البيانات.',
  ],
  ['Einsätze', 'Assignments', 'المهام'],
  [
    'Einsatzpläne und Unterlagen zu einzelnen Terminen.',
    'Rosters and papers for single appointments.',
    'جداول المهام ووثائق المواعيد الفردية.',
  ],
  ['Rechnungen', 'Invoices', 'الفواتير'],
  [
    'Ausgehende Rechnungen nach Jahr, mit der Liste offener Posten.',
    'Outgoing invoices by year, with the list of open items.',
    'الفواتير الصادرة حسب السنة، مع قائمة البنود المفتوحة.',
  ],
  ['Schulungen', 'Training', 'التدريبات'],
  ['Unterlagen der internen Schulungen.', 'Papers of the internal training courses.', 'وثائق التدريبات الداخلية.'],
  ['Archiv', 'Archive', 'الأرشيف'],
  ['Abgeschlossene Vorgänge; derzeit leer.', 'Closed matters; empty at the moment.', 'الملفات المنتهية؛ فارغ حاليًا.'],
  ['Dolmetschleitfaden.pdf', 'Interpreting guide.pdf', 'دليل الترجمة الفورية.pdf'],
  ['Preisliste 2026.xls', 'Price list 2026.xls', 'قائمة الأسعار 2026.xls'],
  ['Notizen Leitstelle.txt', 'Control centre notes.txt', 'ملاحظات مركز التحكم.txt'],
  ['Logo.jpg', 'Logo.jpg', 'الشعار.jpg'],
  ['Rahmenvertrag Land Steiermark.doc', 'Framework contract Styria.doc', 'العقد الإطاري مع ولاية شتايرمارك.doc'],
  ['Datenschutzvereinbarung.pdf', 'Data protection agreement.pdf', 'اتفاقية حماية البيانات.pdf'],
  ['Einsatzplan Mai.xls', 'Roster May.xls', 'جدول مهام مايو.xls'],
  ['Gerichtstermin Graz.doc', 'Court date Graz.doc', 'موعد المحكمة غراتس.doc'],
  ['Die Rechnungen des laufenden Jahres.', "This year's invoices.", 'فواتير العام الحالي.'],
  ['Rechnung 2025-118.pdf', 'Invoice 2025-118.pdf', 'فاتورة رقم 118 لعام 2025.pdf'],
  ['Offene Posten.xls', 'Open items.xls', 'البنود المفتوحة.xls'],
  ['1. Quartal', 'Q1', 'الربع الأول'],
  ['Rechnungen von Jänner bis März.', 'Invoices from January to March.', 'الفواتير من يناير إلى مارس.'],
  ['Rechnung 2026-001.pdf', 'Invoice 2026-001.pdf', 'فاتورة رقم 001 لعام 2026.pdf'],
  ['Rechnung 2026-002.pdf', 'Invoice 2026-002.pdf', 'فاتورة رقم 002 لعام 2026.pdf'],
  ['Rechnung 2026-003.pdf', 'Invoice 2026-003.pdf', 'فاتورة رقم 003 لعام 2026.pdf'],
  ['ÖGS Grundkurs.pdf', 'Austrian Sign Language basics.pdf', 'أساسيات لغة الإشارة النمساوية.pdf'],
];

const fileText = sampleTranslator(fileTexts);

/** An item as the asker reads it: a sample's name and description in the locale's language, a user's as typed. */
export const fileItemIn = <T extends { name: string; description: string | null }>(entry: T, locale: string): T => ({
  ...entry,
  name: fileText(entry.name, locale),
  description: entry.description && fileText(entry.description, locale),
});

/** Every way a sample name is written (German, English, Arabic): a new name may be none of them in its folder. */
export const namesOf = (name: string): readonly string[] => fileTexts.find((row) => row.includes(name)) ?? [name];
