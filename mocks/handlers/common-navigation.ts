import type { NavigationItem } from '@/components/navigation';
import { defineArea, endpoint } from '../api';
import { requestSession } from '../data/auth';
import { buildNavigation } from '../data/navigation';
import { shellEndpoints } from '@/features/shell/endpoints';

const locales = ['de-AT', 'en-US', 'en-AT', 'ar-SA'];

/** The request's locale (the client sends its page locale as Accept-Language), German by default. */
export function localeOf(request: Request): string {
  const wanted = (request.headers.get('accept-language') ?? '').split(',').map((part) => part.split(';')[0]?.trim());
  return wanted.find((language) => language && locales.includes(language)) ?? 'de-AT';
}

/** Puts a count on the entry with this id, wherever it stands (no badge for none). */
function withBadge(items: NavigationItem[], id: string, count: number): NavigationItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.id === id && count > 0 ? { badge: { title: String(count) } } : {}),
    ...(item.children ? { children: withBadge(item.children, id, count) } : {}),
  }));
}

export const navigationArea = defineArea('Navigation', [
  endpoint(
    shellEndpoints.navigation,
    {
      rule: "The four navigation sets (compact, default, futuristic, horizontal), links in the request's locale; the mailbox entry carries the inbox's unread count as its badge (for a signed-in user only).",
      // A visitor's help pages stand in the frame too, with its menu.
      access: 'anyone',
    },
    async ({ request }) => {
      const sets = buildNavigation(localeOf(request));
      if (!(await requestSession(request))) return sets;
      // The mailbox's sample data is only read here, never made before anyone asks for the menu.
      const { inboxUnreadCount } = await import('./mail-store');
      const unread = inboxUnreadCount();
      // Each set keeps its name: `fromEntries` cannot say so.
      return Object.fromEntries(Object.entries(sets).map(([name, items]) => [name, withBadge(items, 'mailbox', unread)])) as typeof sets;
    },
  ),
]);
