import type { NavigationItem } from '@/components';

type Translate = (key: string, options: { defaultValue: string }) => string;

/** Titles are translated by item id (spec point 2); an id without a translation keeps the server's title. */
export function translateNavigation<C>(items: NavigationItem<C>[], t: Translate): NavigationItem<C>[] {
  return items.map((item) => ({
    ...item,
    ...(item.title !== undefined ? { title: t(`navigation.${item.id}`, { defaultValue: item.title }) } : {}),
    ...(item.children ? { children: translateNavigation(item.children, t) } : {}),
  }));
}
