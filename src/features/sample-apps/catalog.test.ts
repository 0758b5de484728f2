import { describe, expect, it } from 'vitest';
import { samplePages } from './catalog';

describe('the sample apps catalog', () => {
  it('has one page per section and id, and the five product menu pages', () => {
    const keys = samplePages.map((page) => `${page.section}/${page.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(samplePages.filter((page) => page.productPath).map((page) => page.productPath)).toEqual([
      'analytics',
      'finance',
      'contacts',
      'file-manager',
      'help',
    ]);
  });
});
