import { describe, expect, it } from 'vitest';
import { resolveLayout } from './resolve-layout';

describe('layout choice', () => {
  it('takes the configuration when nothing overrides it', () => {
    expect(resolveLayout({ config: 'classy' })).toBe('classy');
    expect(resolveLayout({ config: 'dense', query: null, routeLayouts: [undefined, undefined] })).toBe('dense');
  });

  it('lets a valid query parameter override the configuration, and ignores an unknown one', () => {
    expect(resolveLayout({ config: 'classy', query: 'thin' })).toBe('thin');
    expect(resolveLayout({ config: 'classy', query: 'fancy' })).toBe('classy');
  });

  it('lets the deepest route that names a layout override both', () => {
    expect(resolveLayout({ config: 'classy', query: 'thin', routeLayouts: ['modern', undefined, 'empty'] })).toBe('empty');
    expect(resolveLayout({ config: 'classy', query: 'thin', routeLayouts: ['modern', undefined] })).toBe('modern');
    expect(resolveLayout({ config: 'classy', query: 'thin', routeLayouts: ['nonsense'] })).toBe('thin');
  });
});
