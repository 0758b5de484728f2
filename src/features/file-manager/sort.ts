import { fileSortKeys, type FileItem, type FileSortKey } from './schemas';

export type SortDirection = 'ascending' | 'descending';

const units: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** A size as people write it ("2.4 MB") in bytes, to compare; what cannot be read counts as none. */
export function bytesOf(size: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([KMGT]?B)$/i.exec(size.trim());
  return match ? Number(match[1]) * (units[match[2]!.toUpperCase()] ?? 0) : 0;
}

/** The order of the address (`?sort=size&dir=desc`); by name, ascending, when it names none. */
export function sortOf(params: URLSearchParams): { key: FileSortKey; direction: SortDirection } {
  const key = fileSortKeys.find((candidate) => candidate === params.get('sort')) ?? 'name';
  return { key, direction: params.get('dir') === 'desc' ? 'descending' : 'ascending' };
}

/**
 * A folder's items in the order chosen: folders first, as every file manager keeps them, then by the
 * column; items alike in it by name, so the order never jumps. `compareText` is the page's collation.
 */
export function sortedItems(
  items: readonly FileItem[],
  key: FileSortKey,
  direction: SortDirection,
  kindLabel: (item: FileItem) => string,
  compareText: (a: string, b: string) => number,
): FileItem[] {
  const byColumn = (a: FileItem, b: FileItem) => {
    // A folder's size is not shown in the list: folders keep to their names there.
    if (key === 'size') return a.type === 'folder' ? 0 : bytesOf(a.size) - bytesOf(b.size);
    if (key === 'modified') return Date.parse(a.modifiedAt) - Date.parse(b.modifiedAt);
    if (key === 'kind') return compareText(kindLabel(a), kindLabel(b));
    return 0;
  };
  const sign = direction === 'descending' ? -1 : 1;
  return [...items].sort(
    (a, b) => Number(b.type === 'folder') - Number(a.type === 'folder') || sign * byColumn(a, b) || sign * compareText(a.name, b.name),
  );
}
