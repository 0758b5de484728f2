import { defaultPageSize, pageSizes, sortFields, type SortField } from './schemas';

/** What `GET api/apps/inventory/products` is asked: `page` is the server's zero-based page. */
export interface ProductsQuery {
  search: string;
  sort: SortField;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export const defaultProductsQuery: ProductsQuery = { search: '', sort: 'name', order: 'asc', page: 0, size: defaultPageSize };

const isSortField = (value: string | null): value is SortField => (sortFields as readonly string[]).includes(value ?? '');

/**
 * The table's state as the address bar has it: `search`, `sort`, `order`, `page` (counted from 1, as
 * people count pages) and `size` (5, 10, 25 or 100). Anything else there falls back to the default.
 */
export function productsQueryFrom(params: URLSearchParams): ProductsQuery {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    sort: isSortField(sort) ? sort : defaultProductsQuery.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    size: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
  };
}

/** `params` with the table's state written in; defaults are left out, so a fresh table has a clean address. */
export function withProductsQuery(params: URLSearchParams, change: Partial<ProductsQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  const query = { ...productsQueryFrom(params), ...change };
  const written: Record<keyof ProductsQuery, string | null> = {
    search: query.search || null,
    sort: query.sort === defaultProductsQuery.sort ? null : query.sort,
    order: query.order === defaultProductsQuery.order ? null : query.order,
    page: query.page === 0 ? null : String(query.page + 1),
    size: query.size === defaultProductsQuery.size ? null : String(query.size),
  };
  for (const [key, value] of Object.entries(written)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
