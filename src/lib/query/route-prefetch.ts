import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a page's address says: the route's parameters and the query. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
}

/**
 * Starts a page's first requests from its address, with the same query options its hooks use, as
 * soon as the page's code is there and before it first renders: the router calls it as the route's
 * loader. It never waits for them (the page shows its own loading and error states) and asks only
 * for what the page asks for at once, so that no request is made twice or in vain.
 */
export type RoutePrefetch = (queryClient: QueryClient, address: PageAddress) => void;

/** A page as its route module hands it to the router: the component, and its prefetch where it has requests. */
export interface PageRoute {
  Component: ComponentType;
  prefetch?: RoutePrefetch;
}
