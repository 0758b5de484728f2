import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { InventoryBrand, InventoryCategory } from '../schemas';
import type { ProductsQuery } from '../products-query';
import { inventoryEndpoints } from '../endpoints';

export const inventoryKeys = {
  all: ['inventory'] as const,
  pages: ['inventory', 'products'] as const,
  page: (query: ProductsQuery) => ['inventory', 'products', query] as const,
  product: (id: string) => ['inventory', 'product', id] as const,
  tags: ['inventory', 'tags'] as const,
  lists: ['inventory', 'lists'] as const,
};

/** One page of products as the URL asks for it: the server searches, sorts and pages. */
export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: inventoryKeys.page(query),
    queryFn: ({ signal }) => http.call(inventoryEndpoints.products, { query, signal }),
  });

/** The page asked for; the last one stays while the next is on its way, so the table does not jump. */
export const useProducts = (query: ProductsQuery) => useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inventoryKeys.product(id),
    queryFn: ({ signal }) => http.call(inventoryEndpoints.product, { query: { id }, signal }),
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));

export const inventoryTagsQueryOptions = () =>
  queryOptions({ queryKey: inventoryKeys.tags, queryFn: ({ signal }) => http.call(inventoryEndpoints.tags, { signal }) });

export const useInventoryTags = () => useQuery(inventoryTagsQueryOptions());

export interface InventoryLists {
  categories: InventoryCategory[];
  brands: InventoryBrand[];
  vendors: InventoryBrand[];
}

/** Categories, brands and vendors: they do not change during a visit. */
export const inventoryListsQueryOptions = () =>
  queryOptions({
    queryKey: inventoryKeys.lists,
    queryFn: async ({ signal }): Promise<InventoryLists> => {
      const [categories, brands, vendors] = await Promise.all([
        http.call(inventoryEndpoints.categories, { signal }),
        http.call(inventoryEndpoints.brands, { signal }),
        http.call(inventoryEndpoints.vendors, { signal }),
      ]);
      return { categories, brands, vendors };
    },
    staleTime: Infinity,
  });

export const useInventoryLists = () => useQuery(inventoryListsQueryOptions());
