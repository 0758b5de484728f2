import { describe, expect, it } from 'vitest';
import { defaultAppConfig, layouts, parseAppConfig } from './app-config';

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
