import type { Locale } from '@/lib/i18n';

/** Every route path of the app, written once: the router, redirects, links and navigation use these. */
export const paths = {
  root: '/',
  home: (lang: Locale) => `/${lang}/home`,
  notFound: (lang: Locale, options: { noCompany?: boolean } = {}) =>
    `/${lang}/not-found${options.noCompany ? '?noCompany=true' : ''}`,
} as const;
