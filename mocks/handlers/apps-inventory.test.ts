import { describe, expect, it } from 'vitest';
import type { HttpError } from '@/lib/http';
import type { InventoryCategory, InventoryTag, Product, ProductsPage } from '@/features/inventory';
import { createProducts, taxPercents } from '../data/inventory';
import { fetchSignedIn, serveFakeBackend, signedInApi, signedInApiIn } from '../node';
import { productsTable } from './apps-inventory';

serveFakeBackend();

const api = signedInApi;
const products = (query = '') => api.get<ProductsPage>(`api/apps/inventory/products${query}`);
const names = (page: ProductsPage) => (page.products ?? []).map((product) => product.name);

describe('api/apps/inventory lists', () => {
  it('answers the categories, brands, vendors and tags', async () => {
    expect((await api.get<InventoryCategory[]>('api/apps/inventory/categories')).map((category) => category.name)).toEqual([
      'Herren',
      'Damen',
      'Unisex',
    ]);
    expect((await api.get<unknown[]>('api/apps/inventory/brands')).length).toBeGreaterThan(0);
    expect((await api.get<unknown[]>('api/apps/inventory/vendors')).length).toBeGreaterThan(0);
    expect((await api.get<InventoryTag[]>('api/apps/inventory/tags')).map((tag) => tag.title)).toEqual(
      expect.arrayContaining(['44 mm', '40 mm', '5 ATM', '10 ATM', 'Automatik', 'Chronograph', 'Uhr']),
    );
  });

  it('speaks the asker’s language: the spec’s English samples in English, Arabic in Arabic; a typed tag as typed', async () => {
    const inLocale = signedInApiIn;
    const english = inLocale('en-US');
    const arabic = inLocale('ar-SA');
    expect((await english.get<InventoryCategory[]>('api/apps/inventory/categories')).map((category) => category.name)).toEqual([
      "men's",
      'Ladies',
      'Unisex',
    ]);
    expect((await arabic.get<InventoryCategory[]>('api/apps/inventory/categories')).map((category) => category.name)).toEqual([
      'رجالي',
      'نسائي',
      'للجنسين',
    ]);
    await api.post('api/apps/inventory/tag', { tag: { title: 'Saphirglas' } });
    const titles = (await english.get<InventoryTag[]>('api/apps/inventory/tags')).map((tag) => tag.title);
    expect(titles).toEqual(expect.arrayContaining(['Saphirglas', '44mm', '40mm', '5 ATM', '10 ATM', 'automatic', 'chronograph', 'watch']));
    const [german] = (await products('?page=0&search=heritage')).products!;
    const arabicWatch = await arabic.get<Product>(`api/apps/inventory/product?id=${german!.id}`);
    expect(german!.weight).toMatch(/^0,\d\d kg$/);
    expect(arabicWatch.weight).toMatch(/^٠٫[٠-٩]{2} كغ$/);
    expect(arabicWatch.description).toBe('ساعة أوتوماتيكية كلاسيكية بعرض للتاريخ وسوار جلدي بنقشة التمساح.');
    expect((await english.get<Product>(`api/apps/inventory/product?id=${german!.id}`)).description).toMatch(/^Classic automatic watch/);
    expect((await arabic.post<Product>('api/apps/inventory/product')).name).toBe('منتج جديد');
    expect((await api.post<Product>('api/apps/inventory/product')).name).toBe('Neues Produkt');
  });
});

describe('api/apps/inventory/products', () => {
  it('has 25 watches, each priced at its base price plus its tax percent, with the spec’s tax percentages', () => {
    const sample = createProducts();
    expect(sample).toHaveLength(25);
    for (const product of sample) {
      expect(product.price).toBeCloseTo(product.basePrice * (1 + product.taxPercent / 100), 2);
      expect(taxPercents).toContain(product.taxPercent);
    }
    expect(createProducts(10_000, 'inventory-large')).toHaveLength(10_000);
  });

  it('defaults to sort by name ascending, page 1 as a zero-based offset, 10 a page', async () => {
    const page = await products();
    const all = [...createProducts()]
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
      .map((product) => product.name);
    expect(names(page)).toEqual(all.slice(10, 20));
    expect(page.pagination).toEqual({ length: 25, size: 10, page: 1, lastPage: 3, startIndex: 10, endIndex: 19 });
    expect(names(await products('?page=0'))).toEqual(all.slice(0, 10));
    expect(names(await products('?page=0&size=5&order=desc'))).toEqual([...all].reverse().slice(0, 5));
  });

  it('sorts SKU, name and active as text without case, the other fields as numbers', async () => {
    const sample = createProducts();
    const skus = (await products('?page=0&size=100&sort=sku')).products!.map((product) => product.sku);
    expect(skus).toEqual(sample.map((product) => product.sku).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const prices = (await products('?page=0&size=100&sort=price&order=desc')).products!.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const stock = (await products('?page=0&size=100&sort=stock')).products!.map((product) => product.stock);
    expect(stock).toEqual([...stock].sort((a, b) => a - b));
    const active = (await products('?page=0&size=100&sort=active')).products!.map((product) => product.active);
    expect(active.indexOf(true)).toBeGreaterThan(active.lastIndexOf(false));
  });

  it('searches names case-insensitively and says only the last page beyond it', async () => {
    const found = await products('?page=0&search=LUMEN');
    expect(names(found).length).toBeGreaterThan(0);
    expect(names(found).every((name) => name.toLowerCase().includes('lumen'))).toBe(true);
    expect(await products('?page=9')).toEqual({ products: null, pagination: { lastPage: 3 } });
  });

  it('refuses a sort field it does not know and a negative page, with the field', async () => {
    for (const query of ['?sort=colour', '?page=-1', '?size=0']) {
      const error = await products(query).catch((caught: unknown) => caught);
      expect((error as HttpError).status, query).toBe(400);
    }
  });
});

describe('api/apps/inventory/product', () => {
  it('creates "A New Product" (Neues Produkt in German), inactive and first; merges a change with the price following; deletes', async () => {
    const created = await api.post<Product>('api/apps/inventory/product');
    expect(created).toMatchObject({ name: 'Neues Produkt', active: false, tags: [], price: 0 });
    expect(productsTable.all()[0]?.id).toBe(created.id);
    expect((await products('?page=0&sort=name')).pagination).toMatchObject({ length: 26 });
    const changed = await api.patch<Product>('api/apps/inventory/product', {
      id: created.id,
      product: { basePrice: 200, taxPercent: 20, price: 1 },
    });
    expect(changed.price).toBe(240);
    expect((await api.get<Product>(`api/apps/inventory/product?id=${created.id}`)).price).toBe(240);
    const refused = await api
      .patch('api/apps/inventory/product', { id: created.id, product: { stock: -1 } })
      .catch((caught: unknown) => caught);
    expect((refused as HttpError).status).toBe(400);
    expect(await api.delete(`api/apps/inventory/product?id=${created.id}`)).toBe(true);
    expect(await api.get(`api/apps/inventory/product?id=${created.id}`)).toBeNull();
  });

  it('refuses an empty SKU or name, a picture from elsewhere and a thumbnail that is not one of the pictures', async () => {
    const [watch] = (await products('?page=0')).products!;
    const attempts = [
      [{ sku: '  ' }, 'product.sku'],
      [{ name: '' }, 'product.name'],
      [{ images: ['javascript:alert(1)'] }, 'product.images.0'],
      [{ thumbnail: 'https://elsewhere.example/watch.png' }, 'product.thumbnail'],
      [{ thumbnail: '/images/notes/city.svg' }, 'product.thumbnail'],
    ] as const;
    for (const [change, field] of attempts) {
      const refused = (await api
        .patch('api/apps/inventory/product', { id: watch!.id, product: change })
        .catch((caught: unknown) => caught)) as HttpError;
      expect(refused.status, field).toBe(400);
      expect(JSON.stringify(refused.body), field).toContain(field);
    }
    expect(await api.get<Product>(`api/apps/inventory/product?id=${watch!.id}`)).toEqual(watch);
    const chosen = await api.patch<Product>('api/apps/inventory/product', { id: watch!.id, product: { thumbnail: watch!.images[2] } });
    expect(chosen.thumbnail).toBe(watch!.images[2]);
  });

  it('puts a new tag first, renames it, and strips a deleted tag from every product', async () => {
    const tag = await api.post<InventoryTag>('api/apps/inventory/tag', { tag: { title: 'Titan' } });
    expect((await api.get<InventoryTag[]>('api/apps/inventory/tags'))[0]).toEqual(tag);
    expect(await api.patch<InventoryTag>('api/apps/inventory/tag', { id: tag.id, tag: { title: 'Titanium' } })).toEqual({
      id: tag.id,
      title: 'Titanium',
    });
    expect(await api.delete('api/apps/inventory/tag?id=tag-watch')).toBe(true);
    const all = (await products('?page=0&size=100')).products!;
    expect(all.some((product) => product.tags.includes('tag-watch'))).toBe(false);
    expect((await api.get<InventoryTag[]>('api/apps/inventory/tags')).map((item) => item.id)).not.toContain('tag-watch');
  });
});

describe('api/apps/inventory/picture', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const upload = (file: File) => {
    const form = new FormData();
    form.set('file', file);
    return fetchSignedIn('http://localhost/api/apps/inventory/picture', { method: 'POST', body: form });
  };

  it('takes a picture told by its bytes, serves it to anyone at the address it answered, and lets a product show it', async () => {
    const answer = await upload(new File([png], 'uhr.png', { type: 'application/octet-stream' }));
    const { path } = (await answer.json()) as { path: string };
    expect(path).toMatch(/^\/api\/apps\/inventory\/picture\/[\w-]+\.png$/);
    // No token: an image element sends none.
    const served = await fetch(`http://localhost${path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const product = productsTable.all()[0]!;
    const saved = await api.patch<Product>('api/apps/inventory/product', { id: product.id, product: { images: [path], thumbnail: path } });
    expect(saved).toMatchObject({ images: [path], thumbnail: path });
  });

  it('refuses what is no picture whatever it is called, and a picture address it never gave', async () => {
    for (const file of [
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'bild.png', { type: 'image/png' }),
      new File(['%PDF-1.7'], 'bild.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'gross.png', { type: 'image/png' }),
    ]) {
      const answer = await upload(file);
      expect(answer.status, file.name).toBe(400);
      expect(await answer.json(), file.name).toMatchObject({ field: 'file' });
    }
    const product = productsTable.all()[0]!;
    const forged = '/api/apps/inventory/picture/nie-hochgeladen.png';
    const error = (await api
      .patch('api/apps/inventory/product', { id: product.id, product: { images: [forged] } })
      .catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(400);
    expect((await fetch(`http://localhost${forged}`)).status).toBe(404);
  });
});
