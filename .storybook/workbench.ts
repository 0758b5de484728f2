import type { GlobalTypes } from 'storybook/internal/types';
import type { i18n } from 'i18next';
import { roles, type Role } from '@/features/user';
import { layouts } from '@/lib/app-config';
import { createI18n, knownNamespaces, localeNames, locales, type Locale } from '@/lib/i18n';
import { schemes, themeNames } from '@/lib/theme';

/** The workbench's fixed "now", the sample data's "today": dates and relative times never drift. */
export { fixedSampleDay as fixedNow } from '@mocks/data/sample-today';

const instances = new Map<Locale, Promise<i18n>>();

/** One i18n instance per locale with every namespace loaded, shared by all stories in that locale. */
export function workbenchI18n(locale: Locale): Promise<i18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = knownNamespaces(locale).then((namespaces) => createI18n(locale, namespaces));
    instances.set(locale, instance);
  }
  return instance;
}

const item = (value: string, title = value) => ({ value, title });

export const globalTypes: GlobalTypes = {
  locale: {
    description: 'Locale (ar-SA is right-to-left)',
    toolbar: { icon: 'globe', items: locales.map((locale) => item(locale, `${locale} · ${localeNames[locale]}`)), dynamicTitle: true },
  },
  theme: {
    description: 'Theme',
    toolbar: { icon: 'paintbrush', items: themeNames.map((name) => item(name)), dynamicTitle: true },
  },
  scheme: {
    description: 'Colour scheme',
    toolbar: { icon: 'contrast', items: schemes.map((name) => item(name)), dynamicTitle: true },
  },
  role: {
    description: 'Role of the signed-in user (fake backend)',
    toolbar: { icon: 'user', items: roles.map((role) => item(role)), dynamicTitle: true },
  },
  layout: {
    description: 'Shell layout',
    toolbar: { icon: 'sidebar', items: layouts.map((name) => item(name)), dynamicTitle: true },
  },
};

export const initialGlobals = {
  locale: 'en-US' satisfies Locale,
  theme: 'brand',
  scheme: 'light',
  role: 'SWITCHING_CENTER_LEADER' satisfies Role,
  layout: 'classy',
};
