import { describe, expect, it } from 'vitest';
import { fileItems } from '@mocks/data/file-manager';
import { bytesOf, sortedItems, sortOf } from './sort';

const root = fileItems.filter((entry) => entry.folderId === null);
const collator = new Intl.Collator('de-AT', { numeric: true, sensitivity: 'base' });
const names = (key: Parameters<typeof sortedItems>[1], direction: Parameters<typeof sortedItems>[2]) =>
  sortedItems(root, key, direction, (item) => item.type, collator.compare).map((entry) => entry.name);

describe('the order of a folder', () => {
  it('reads the address, by name ascending unless it says otherwise', () => {
    expect(sortOf(new URLSearchParams(''))).toEqual({ key: 'name', direction: 'ascending' });
    expect(sortOf(new URLSearchParams('sort=size&dir=desc'))).toEqual({ key: 'size', direction: 'descending' });
    expect(sortOf(new URLSearchParams('sort=nonsense&dir=up'))).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('reads sizes as people write them', () => {
    expect([bytesOf('640 KB'), bytesOf('2.4 MB'), bytesOf('12 B'), bytesOf('viel')]).toEqual([655_360, 2.4 * 1024 ** 2, 12, 0]);
  });

  it('keeps folders first in every order, and turns the files round for descending', () => {
    const ascending = names('name', 'ascending');
    expect(ascending.slice(0, 5)).toEqual(['Archiv', 'Einsätze', 'Rechnungen', 'Schulungen', 'Verträge']);
    expect(ascending.slice(5)).toEqual(['Dolmetschleitfaden.pdf', 'Logo.jpg', 'Notizen Leitstelle.txt', 'Preisliste 2026.xls']);
    const descending = names('name', 'descending');
    expect(descending.slice(0, 5)).toEqual(['Verträge', 'Schulungen', 'Rechnungen', 'Einsätze', 'Archiv']);
    const bySize = sortedItems(root, 'size', 'descending', (item) => item.type, collator.compare).filter(
      (entry) => entry.type !== 'folder',
    );
    expect(bySize.map((entry) => bytesOf(entry.size))).toEqual([...bySize.map((entry) => bytesOf(entry.size))].sort((a, b) => b - a));
  });
});
