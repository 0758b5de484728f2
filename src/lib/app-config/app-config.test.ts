import { describe, expect, it } from 'vitest';
import { appConfigStorageKey, defaultAppConfig, layouts, loadAppConfig, parseAppConfig, saveAppConfig } from './app-config';

describe('app config', () => {
  it('defaults to the classy layout, light scheme and brand theme', () => {
    expect(defaultAppConfig).toEqual({ layout: 'classy', scheme: 'light', theme: 'brand' });
    expect(layouts).toHaveLength(11);
  });

  it('takes known values from untrusted input and ignores the rest', () => {
    expect(parseAppConfig({ layout: 'thin', scheme: 'auto', theme: 'rose' })).toEqual({ layout: 'thin', scheme: 'auto', theme: 'rose' });
    expect(parseAppConfig({ layout: 'fancy', scheme: 'sepia', theme: 42 })).toEqual(defaultAppConfig);
  });
});

describe('stored app config', () => {
  const storageWith = (value?: string) => {
    const items = new Map<string, string>(value === undefined ? [] : [[appConfigStorageKey, value]]);
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, next: string) => void items.set(key, next) };
  };

  it('round-trips a saved configuration', () => {
    const storage = storageWith();
    saveAppConfig(storage, { layout: 'dense', scheme: 'dark', theme: 'teal' });
    expect(loadAppConfig(storage)).toEqual({ layout: 'dense', scheme: 'dark', theme: 'teal' });
  });

  it('falls back to the defaults for missing, broken or unknown values', () => {
    expect(loadAppConfig(null)).toEqual(defaultAppConfig);
    expect(loadAppConfig(storageWith('{not json'))).toEqual(defaultAppConfig);
    expect(loadAppConfig(storageWith('{"layout":"fancy","scheme":"dark"}'))).toEqual({ ...defaultAppConfig, scheme: 'dark' });
  });
});
