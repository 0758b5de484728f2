import type { PageRoute } from '@/lib/query';
import { inventoryListsQueryOptions, inventoryTagsQueryOptions, productQueryOptions, productsQueryOptions } from './api/get-products';
import { InventoryPage } from './InventoryPage';
import { productsQueryFrom } from './products-query';

/**
 * `/{lang}/apps/inventory?search&sort&order&page&size&product`: the page of products the address asks
 * for and the tags; an open product with the lists its form chooses from.
 */
export const inventoryRoute: PageRoute = {
  Component: InventoryPage,
  prefetch: (queryClient, { query }) => {
    void queryClient.prefetchQuery(productsQueryOptions(productsQueryFrom(query)));
    void queryClient.prefetchQuery(inventoryTagsQueryOptions());
    const openId = query.get('product');
    if (!openId) return;
    void queryClient.prefetchQuery(productQueryOptions(openId));
    void queryClient.prefetchQuery(inventoryListsQueryOptions());
  },
};
