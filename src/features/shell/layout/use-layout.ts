import { useEffect } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { isLayout, useAppConfig, useUpdateAppConfig, type Layout } from '@/lib/app-config';
import { resolveLayout } from './resolve-layout';

/** Route data that picks a layout: `handle: { layout: 'empty' }` on a route of the table. */
export interface LayoutHandle {
  layout?: Layout;
}

/**
 * The layout of the current screen: configuration < `?layout=` < the deepest route's `handle.layout`.
 * A valid `?layout=` is also written back into the configuration, so it stays after the next link.
 */
export function useLayout(): Layout {
  const config = useAppConfig();
  const updateConfig = useUpdateAppConfig();
  const [params] = useSearchParams();
  const query = params.get('layout');
  const matches = useMatches();
  const routeLayouts = matches.map((match) => (match.handle as LayoutHandle | undefined)?.layout);

  useEffect(() => {
    if (isLayout(query)) updateConfig({ layout: query });
  }, [query, updateConfig]);

  return resolveLayout({ config: config.layout, query, routeLayouts });
}
