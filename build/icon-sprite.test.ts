import { describe, expect, it } from 'vitest';
import { iconNames, iconSymbolId } from '../src/components/Icon/icons';
import { iconSymbols } from './icon-sprite';

const symbols = iconSymbols();
const symbolOf = (name: string) => new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(symbols)?.[1];

describe('the icon sprite', () => {
  it('has one symbol for each name of the UI icon set, and no other', () => {
    const ids = [...symbols.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(iconNames.map(iconSymbolId));
  });

  it('keeps the shapes of each Heroicon, its round line ends among them', () => {
    // Heroicons' AcademicCapIcon starts its outline with this path.
    expect(symbolOf('icon-academic-cap')).toMatch(/^<path stroke-linecap="round" stroke-linejoin="round" d="M4\.26 10\.147a60\.438/);
    for (const name of iconNames) expect(symbolOf(iconSymbolId(name)), name).toMatch(/^(<path [^>]*d="[^"]+"[^>]*><\/path>)+$/);
  });

  it('finds icons whose file name Heroicons spells another way (squares-2x2 is Squares2X2Icon)', () => {
    expect(symbolOf('icon-squares-2x2')).toContain('<path');
  });

  it('leaves size, stroke and fill to the icon that uses a symbol', () => {
    expect(symbols).not.toMatch(/<svg|stroke="|fill="|width="|aria-hidden/);
  });
});
