import { isLayout, type Layout } from '@/lib/app-config';

export interface LayoutSources {
  /** The stored configuration's layout (classy by default). */
  config: Layout;
  /** The `layout` query parameter, if any: untrusted text. */
  query?: string | null;
  /** `data.layout` of each matched route, from the root down to the deepest. */
  routeLayouts?: readonly (string | undefined)[];
}

/**
 * Which layout a screen gets (spec point 2): the configuration, overridden by a valid `?layout=`,
 * overridden again by the deepest route that names one (the sign-in pages use empty).
 */
export function resolveLayout({ config, query, routeLayouts = [] }: LayoutSources): Layout {
  const fromRoute = [...routeLayouts].reverse().find(isLayout);
  if (fromRoute) return fromRoute;
  if (isLayout(query)) return query;
  return config;
}
