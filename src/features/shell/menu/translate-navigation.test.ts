import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { buildNavigation } from '@mocks/data/navigation';
import { translateNavigation } from './translate-navigation';

const titles = (items: ReturnType<typeof translateNavigation>): Record<string, string> =>
  Object.fromEntries(items.flatMap((item) => [[item.id, item.title ?? ''], ...Object.entries(titles(item.children ?? []))]));

describe('navigation titles', () => {
  it('are the spec German labels in de-AT', async () => {
    const i18n = await createI18n('de-AT', ['shell']);
    const german = titles(translateNavigation(buildNavigation('de-AT').default, i18n.getFixedT('de-AT', 'shell')));
    expect(german).toMatchObject({
      contacts: 'Kontakte',
      calendar: 'Kalender',
      company: 'Firma',
      'file-manager': 'Dateien',
      invoice: 'Rechnungen',
      notifications: 'Benachrichtigungen',
      videos: 'Werbevideo',
      profile: 'Profil',
      settings: 'Einstellungen',
      help: 'Hilfe',
      'sign-out': 'Ausloggen',
    });
  });

  it('are translated by id in every locale, without gaps', async () => {
    for (const locale of ['en-US', 'en-AT', 'ar-SA'] as const) {
      const i18n = await createI18n(locale, ['shell']);
      const translated = titles(translateNavigation(buildNavigation(locale).default, i18n.getFixedT(locale, 'shell')));
      for (const [id, title] of Object.entries(translated)) {
        expect(i18n.exists(`shell:navigation.${id}`), `${locale} ${id}`).toBe(true);
        expect(title.trim()).not.toBe('');
      }
    }
  });

  it('keep the server title for an id they do not know', () => {
    const t = (key: string, { defaultValue }: { defaultValue: string }) => (key === 'navigation.known' ? 'Bekannt' : defaultValue);
    expect(
      translateNavigation(
        [
          { id: 'known', type: 'basic', title: 'Known' },
          { id: 'new', type: 'basic', title: 'New page' },
        ],
        t,
      ).map((item) => item.title),
    ).toEqual(['Bekannt', 'New page']);
  });
});
