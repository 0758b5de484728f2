import { describe, expect, it } from 'vitest';
import { productsQueryFrom, withProductsQuery } from './products-query';

const read = (search: string) => productsQueryFrom(new URLSearchParams(search));

describe('the inventory table in the address bar', () => {
  it('starts at the first page of ten, by name, ascending', () => {
    expect(read('')).toEqual({ search: '', sort: 'name', order: 'asc', page: 0, size: 10 });
  });

  it('reads pages as people count them and sends the server its zero-based page', () => {
    expect(read('?page=3&size=25&sort=price&order=desc&search=%20Lara%20')).toEqual({
      search: 'Lara',
      sort: 'price',
      order: 'desc',
      page: 2,
      size: 25,
    });
  });

  it('falls back to the default for what it does not know', () => {
    expect(read('?page=-2&size=7&sort=colour&order=up')).toEqual({ search: '', sort: 'name', order: 'asc', page: 0, size: 10 });
    expect(read('?page=1.5').page).toBe(0);
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const written = withProductsQuery(new URLSearchParams('product=product-00001&page=4'), { sort: 'sku', page: 0 });
    expect(written.toString()).toBe('product=product-00001&sort=sku');
    expect(withProductsQuery(new URLSearchParams(), { page: 1, size: 100, order: 'desc' }).toString()).toBe('order=desc&page=2&size=100');
  });
});
