import type { NavigationItem } from './types';

/** Items the user may see: hidden items (and their children) drop out; groups and collapsables left empty too. */
export function visibleItems<C>(items: NavigationItem<C>[], context: C): NavigationItem<C>[] {
  return items.flatMap((item) => {
    if (item.hidden?.(context)) return [];
    if (!item.children) return [item];
    const children = visibleItems(item.children, context);
    const isContainer = item.type === 'group' || item.type === 'collapsable' || item.type === 'aside';
    if (isContainer && children.length === 0) return [];
    return [{ ...item, children }];
  });
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether a link is active on the current path: with exactMatch only on the same path, otherwise also
 * on any path below it (`/x/contacts` is active on `/x/contacts/42`, not on `/x/contactsearch`).
 */
export function isActiveLink(item: Pick<NavigationItem, 'link' | 'exactMatch' | 'externalLink'>, pathname: string): boolean {
  if (!item.link || item.externalLink) return false;
  const link = trimSlash(item.link.split(/[?#]/)[0] ?? '');
  const path = trimSlash(pathname);
  return item.exactMatch ? path === link : path === link || path.startsWith(`${link}/`);
}

/** The ids from the top down to the item with `id` (the item's own id last), or [] if it is not there. */
export function ancestorChain<C>(items: NavigationItem<C>[], id: string): string[] {
  for (const item of items) {
    if (item.id === id) return [item.id];
    if (item.children) {
      const chain = ancestorChain(item.children, id);
      if (chain.length) return [item.id, ...chain];
    }
  }
  return [];
}

/** The ids of every item above the active link: they are expanded on arrival and on each route change. */
export function activeAncestors<C>(items: NavigationItem<C>[], pathname: string): string[] {
  const find = (list: NavigationItem<C>[], trail: string[]): string[] | null => {
    for (const item of list) {
      if (item.type === 'basic' && isActiveLink(item, pathname)) return trail;
      if (item.children) {
        const found = find(item.children, [...trail, item.id]);
        if (found) return found;
      }
    }
    return null;
  };
  return find(items, []) ?? [];
}

/** Whether an item has the active link somewhere below it. */
export function containsActive<C>(item: NavigationItem<C>, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) => (child.type === 'basic' && isActiveLink(child, pathname)) || containsActive(child, pathname),
  );
}

/**
 * The expanded set after `id` is toggled. With auto-collapse, expanding one item collapses the
 * others unless they are its ancestors or contain the active route.
 */
export function toggleExpanded<C>(
  expanded: ReadonlySet<string>,
  id: string,
  items: NavigationItem<C>[],
  { autoCollapse, pathname }: { autoCollapse: boolean; pathname: string },
): Set<string> {
  const next = new Set(expanded);
  if (next.has(id)) {
    next.delete(id);
    return next;
  }
  next.add(id);
  if (!autoCollapse) return next;
  const keep = new Set(ancestorChain(items, id));
  const byId = new Map<string, NavigationItem<C>>();
  const index = (list: NavigationItem<C>[]) => list.forEach((item) => (byId.set(item.id, item), item.children && index(item.children)));
  index(items);
  for (const other of [...next]) {
    const item = byId.get(other);
    if (!keep.has(other) && !(item && containsActive(item, pathname))) next.delete(other);
  }
  return next;
}
