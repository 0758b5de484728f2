import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n';
import { samplePages } from './catalog';

const messages = import.meta.glob<{ pages: Record<string, string> }>('./locales/*.json', { eager: true, import: 'default' });

describe('the sample apps catalog', () => {
  it('names every template app in every locale', () => {
    for (const locale of locales) {
      const titles = messages[`./locales/${locale}.json`]?.pages ?? {};
      expect(Object.keys(titles).sort(), locale).toEqual(samplePages.map((page) => page.id).sort());
    }
  });

  it('has one page per section and id, and the five product menu pages', () => {
    const keys = samplePages.map((page) => `${page.section}/${page.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(samplePages.filter((page) => page.productPath).map((page) => page.productPath)).toEqual(['analytics', 'finance', 'contacts', 'file-manager', 'help']);
  });
});
