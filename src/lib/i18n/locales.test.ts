import { describe, expect, it } from 'vitest';
import { directionOf, localeFromPath, pathInLocale, preferredLocale } from './locales';

describe('locales', () => {
  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(['de-AT', 'en-US', 'en-AT'].map((locale) => directionOf(locale as 'de-AT'))).toEqual(['ltr', 'ltr', 'ltr']);
  });

  it('reads the locale from the first path segment only', () => {
    expect(localeFromPath('/ar-SA/home')).toBe('ar-SA');
    expect(localeFromPath('/home/ar-SA')).toBeNull();
    expect(localeFromPath('/')).toBeNull();
    expect(localeFromPath('/de/home')).toBeNull();
  });

  it('swaps or adds the locale prefix and keeps query and hash', () => {
    expect(pathInLocale({ pathname: '/de-AT/not-found', search: '?noCompany=true', hash: '#x' }, 'en-US')).toBe(
      '/en-US/not-found?noCompany=true#x',
    );
    expect(pathInLocale({ pathname: '/profile' }, 'ar-SA')).toBe('/ar-SA/profile');
    expect(pathInLocale({ pathname: '/de-AT' }, 'en-AT')).toBe('/en-AT/home');
  });

  it('prefers the stored choice, then the browser languages, then German', () => {
    expect(preferredLocale('ar-SA', ['en-US'])).toBe('ar-SA');
    expect(preferredLocale('xx', ['fr-FR', 'en-AT'])).toBe('en-AT');
    expect(preferredLocale(null, ['de-DE'])).toBe('de-AT');
    expect(preferredLocale(null, ['en-GB', 'de-AT'])).toBe('de-AT');
    expect(preferredLocale(null, ['en-GB'])).toBe('en-US');
    expect(preferredLocale(null, ['fr-FR'])).toBe('de-AT');
  });
});
