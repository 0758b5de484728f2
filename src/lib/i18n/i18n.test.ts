import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadPageMessages, localeOf, localeStorageKey, MessagesLoadError, switchLocale } from './i18n';
import { createFormatters } from './format';
import { locales } from './locales';
import { knownNamespaces, loadMessages } from './messages';
import { messagesChunkOf, namespaceOf, startNamespaces } from './namespaces';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

/** The message under a dotted key (`validation.tooLong`). */
const messageAt = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);

/** Plural forms differ by language (Arabic has six, English two): compare the keys without them. */
const withoutPluralForms = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('messages', () => {
  it('names a namespace after the slice that holds it', () => {
    expect(namespaceOf('/src/features/error-pages/locales/de-AT.json')).toBe('error-pages');
    expect(namespaceOf('/src/lib/i18n/locales/de-AT.json')).toBe('common');
  });

  it('puts the start namespaces in one chunk per locale and every page namespace in a second', async () => {
    expect(await knownNamespaces('en-US')).toEqual(expect.arrayContaining([...startNamespaces]));
    expect(messagesChunkOf('/app/src/features/home/locales/de-AT.json')).toBe('messages-de-AT');
    expect(messagesChunkOf('/app/src/lib/i18n/locales/ar-SA.json')).toBe('messages-ar-SA');
    expect(messagesChunkOf('/app/src/features/contacts/locales/de-AT.json')).toBe('messages-de-AT-pages');
    expect(messagesChunkOf('/app/src/lib/i18n/bundles/ar-SA.ts')).toBe('messages-ar-SA');
    expect(messagesChunkOf('/app/src/features/contacts/ContactsPage.tsx')).toBeNull();
  });

  it('has every namespace in every locale, with the same keys, none empty', async () => {
    const reference = (await knownNamespaces('en-US')).sort();
    expect(reference).toEqual(expect.arrayContaining(['common', 'error-pages', 'home']));
    for (const locale of locales) {
      expect((await knownNamespaces(locale)).sort(), locale).toEqual(reference);
      for (const namespace of reference) {
        const messages = await loadMessages(locale, namespace);
        const expected = withoutPluralForms(keysOf(await loadMessages('en-US', namespace)));
        expect(withoutPluralForms(keysOf(messages)), `${locale}/${namespace}`).toEqual(expected);
        for (const key of keysOf(messages)) {
          const text = messageAt(messages, key);
          expect(typeof text === 'string' && text.trim().length > 0, `${locale}/${namespace}:${key}`).toBe(true);
        }
      }
    }
  });

  it("writes a count or a limit in the locale's digits (Arabic-Indic in ar-SA), not as the raw number", async () => {
    // i18next puts a value in as it is given unless the message names a format: `{{count}}` would read
    // "100" beside the "١٠٠" that Intl writes elsewhere on an Arabic page.
    const unformatted = /\{\{\s*(count|max|attempt)\s*\}\}/;
    for (const locale of locales) {
      for (const namespace of await knownNamespaces(locale)) {
        const messages = await loadMessages(locale, namespace);
        for (const key of keysOf(messages)) {
          const text = messageAt(messages, key);
          expect(String(text), `${locale}/${namespace}:${key}`).not.toMatch(unformatted);
        }
      }
    }
  });
});

describe('i18n', () => {
  it('loads only the page locale and translates with it', async () => {
    const i18n = await createI18n('de-AT', ['common', 'error-pages']);
    expect(localeOf(i18n)).toBe('de-AT');
    expect(i18n.t('error-pages:notFound.message')).toBe('Die angeforderte Seite konnte nicht gefunden werden.');
    expect(i18n.t('common:appName')).toBe('Call Center');
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(false);
  });

  it("writes the numbers of a message in the page locale's digits", async () => {
    const arabic = await createI18n('ar-SA', ['common', 'auth', 'shell']);
    expect(arabic.t('auth:validation.tooLong', { max: 100 })).toBe('١٠٠ حرفًا على الأكثر.');
    expect(arabic.t('auth:validation.passwordTooShort', { count: 8 })).toBe('استخدم ٨ أحرف على الأقل.');
    const german = await createI18n('de-AT', ['common', 'auth']);
    // A year is a number without grouping.
    expect(arabic.t('shell:footer.copyright', { year: 2026 })).toBe('© ٢٠٢٦ مركز الاتصال');
    // Austrian German groups thousands with a no-break space.
    expect(german.t('auth:validation.tooLong', { max: 2000 })).toBe('Höchstens 2\u00a0000 Zeichen.');
  });

  it("loads the pages' messages into an instance when a page asks for them", async () => {
    const i18n = await createI18n('de-AT', [...startNamespaces]);
    expect(i18n.hasLoadedNamespace('home')).toBe(true);
    expect(i18n.hasLoadedNamespace('contacts')).toBe(false);
    await loadPageMessages(i18n);
    expect(i18n.hasLoadedNamespace('contacts')).toBe(true);
    expect(i18n.t('contacts:title')).toBe('Kontakte');
  });

  it('does not start with messages it could not fetch, whose keys i18next would show instead', async () => {
    // i18next logs a namespace it could not load and goes on without it.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const starting = createI18n('en-US', ['common', 'not-fetched']);
    await expect(starting).rejects.toBeInstanceOf(MessagesLoadError);
    await expect(starting).rejects.toMatchObject({ namespaces: ['not-fetched'] });
  });

  it("says so when a page's messages could not be fetched, rather than showing the page with keys", async () => {
    const i18n = await createI18n('de-AT', [...startNamespaces]);
    // What i18next does when a file cannot be fetched: it settles, without the namespace.
    vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    await expect(loadPageMessages(i18n)).rejects.toMatchObject({
      name: 'MessagesLoadError',
      namespaces: expect.arrayContaining(['contacts', 'mailbox']),
    });
  });

  it('keeps the spec texts in English', async () => {
    const i18n = await createI18n('en-US', ['error-pages']);
    expect(i18n.t('error-pages:notFound.title')).toBe('Ooops... 404!');
    expect(i18n.t('error-pages:notFound.message')).toBe('The page you requested could not be found.');
    expect(i18n.t('error-pages:notFound.noCompany')).toBe('Company not found.');
  });

  it('changes locale by loading the same place under the new prefix', () => {
    const assign = vi.fn();
    const setItem = vi.fn();
    vi.stubGlobal('localStorage', { setItem });
    switchLocale('ar-SA', { pathname: '/de-AT/not-found', search: '?noCompany=true', hash: '', assign } as unknown as Location);
    expect(assign).toHaveBeenCalledWith('/ar-SA/not-found?noCompany=true');
    expect(setItem).toHaveBeenCalledWith(localeStorageKey, 'ar-SA');
    vi.unstubAllGlobals();
  });

  it('formats numbers and dates with Intl in the locale', () => {
    expect(createFormatters('de-AT').currency(1234.5)).toBe('€\u00a01.234,50'); // Intl separates with a no-break space
    expect(createFormatters('en-US').currency(1234.5)).toBe('€1,234.50');
    expect(createFormatters('ar-SA').number(12)).toBe('١٢');
    expect(createFormatters('en-US').date(new Date(Date.UTC(2026, 2, 16, 12)), { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      'Mar 16, 2026',
    );
  });
});

describe('relative times', () => {
  const now = new Date('2026-03-16T09:30:00Z');
  it('says how long ago in the largest whole unit, in the locale', () => {
    expect(createFormatters('en-US').relative('2026-03-15T09:30:00Z', now)).toBe('yesterday');
    expect(createFormatters('en-US').relative('2026-03-16T07:30:00Z', now)).toBe('2 hours ago');
    expect(createFormatters('de-AT').relative('2026-02-14T09:30:00Z', now)).toBe('letzten Monat');
    expect(createFormatters('en-US').relative('2026-03-16T09:29:50Z', now)).toBe('10 seconds ago');
  });
});

describe('file sizes', () => {
  it('says a size in the largest unit that keeps it at 1 or more, in the locale', () => {
    expect(createFormatters('en-US').fileSize(512)).toBe('512 byte');
    expect(createFormatters('en-US').fileSize(182_400)).toBe('182.4 kB');
    expect(createFormatters('en-US').fileSize(4_200_000)).toBe('4.2 MB');
    expect(createFormatters('de-AT').fileSize(182_400)).toBe('182,4 kB');
  });
});

describe('date ranges', () => {
  it('writes an ISO interval or two dates as one range, in the locale', () => {
    const utc = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    // Intl puts thin and no-break spaces around the dash.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(createFormatters('en-US').dateRange('2026-03-09/2026-03-15', undefined, utc))).toBe('Mar 9 – 15');
    expect(plain(createFormatters('de-AT').dateRange('2026-02-23', '2026-03-01', utc))).toBe('23. Feb. – 1. März');
  });
});
