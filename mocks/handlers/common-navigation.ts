import { defineArea, endpoint } from '../api';
import { buildNavigation } from '../data/navigation';

const locales = ['de-AT', 'en-US', 'en-AT', 'ar-SA'];

/** The request's locale (the client sends its page locale as Accept-Language), German by default. */
export function localeOf(request: Request): string {
  const wanted = (request.headers.get('accept-language') ?? '').split(',').map((part) => part.split(';')[0]?.trim());
  return wanted.find((language) => language && locales.includes(language)) ?? 'de-AT';
}

export const navigationArea = defineArea('Navigation', [
  endpoint.get(
    { path: 'api/common/navigation', rule: "The four navigation sets (compact, default, futuristic, horizontal), links in the request's locale." },
    ({ request }) => buildNavigation(localeOf(request)),
  ),
]);
