import { pictureRules, z } from '@/lib/validation';
import {
  defaultPageSize,
  inventoryTagSchema,
  newProduct,
  priceOf,
  productChangeSchema,
  productSchema,
  sortFields,
  textSortFields,
  uploadedPicturePattern,
  type Product,
} from '@/features/inventory/schemas';
import { defineArea, endpoint, idAndChange, idQuery, inventoryPage, refuse } from '../api';
import { defineCollection } from '../collection';
import prebuiltProducts from 'virtual:sample-data/inventory';
import { inventoryBrands, inventoryCategories, inventoryTags, inventoryVendors, productIn, shopText } from '../data/inventory';
import { localeOf } from './common-navigation';
import { checkedPicture, uploadedFile } from '../file-types';
import { tagEndpoints } from './tag-endpoints';
import { inventoryEndpoints } from '@/features/inventory/endpoints';
import { fillPath } from '@/lib/contract';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

export const productsTable = defineCollection('inventory-products', {
  schema: productSchema,
  version: 1,
  seed: () => structuredClone(prebuiltProducts),
});
export const inventoryTagsTable = defineCollection('inventory-tags', {
  schema: inventoryTagSchema,
  version: 1,
  seed: () => [...inventoryTags],
});

/** The pictures uploaded for products, by id: their type and bytes (base64). */
const productPicturesTable = defineCollection('inventory-pictures', {
  schema: z.object({ id: z.string(), type: z.string(), base64: z.string() }),
  version: 1,
  seed: () => [],
});

const endings: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** SKU, name and active compare as text without case; every other field as a number. */
function compareBy(field: (typeof sortFields)[number]) {
  if (textSortFields.includes(field))
    return (a: Product, b: Product) => String(a[field]).toLowerCase().localeCompare(String(b[field]).toLowerCase());
  return (a: Product, b: Product) => Number(a[field]) - Number(b[field]);
}

const productsQuery = z.object({
  search: z._default(z.string(), ''),
  sort: z._default(z.enum(sortFields), 'name'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0)), 1),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), defaultPageSize),
});

/** The inventory of a watch shop (template-apps.md point 7, Inventory). */
export const inventoryArea = defineArea('Inventory', [
  pageEndpoint(
    inventoryEndpoints.categories,
    { rule: "The categories (men's, Ladies, Unisex), named in the request's language." },
    ({ request }) => inventoryCategories.map((category) => ({ ...category, name: shopText(category.name, localeOf(request)) })),
  ),
  pageEndpoint(inventoryEndpoints.brands, { rule: 'The brands.' }, () => inventoryBrands),
  pageEndpoint(inventoryEndpoints.vendors, { rule: 'The vendors.' }, () => inventoryVendors),
  pageEndpoint(inventoryEndpoints.tags, { rule: "The tags, newest first; the sample's in the request's language." }, ({ request }) =>
    inventoryTagsTable.all().map((tag) => ({ ...tag, title: shopText(tag.title, localeOf(request)) })),
  ),
  pageEndpoint(
    inventoryEndpoints.products,
    {
      rule: `Query search (case-insensitive part of the name), sort (${sortFields.join(', ')}; default name; SKU, name and active as text, the others as numbers), order (asc or desc, default asc), page (default 1, a zero-based offset) and size (default ${defaultPageSize}): {products, pagination {length, size, page, lastPage, startIndex, endIndex}}; beyond the last page products is null and pagination holds only lastPage.`,
      delayMs: 300,
      query: productsQuery,
    },
    ({ query, request }) => {
      const needle = query.search.trim().toLowerCase();
      const compare = compareBy(query.sort);
      const found = productsTable
        .all()
        .filter((product) => product.name.toLowerCase().includes(needle))
        .sort((a, b) => (query.order === 'asc' ? compare(a, b) : compare(b, a)));
      const { items, pagination } = inventoryPage(found, { page: query.page, size: query.size });
      return { products: items?.map((product) => productIn(product, localeOf(request))) ?? items, pagination };
    },
  ),
  pageEndpoint(
    inventoryEndpoints.product,
    { rule: 'Query id: one product; null for an unknown id.', query: idQuery },
    ({ query, request }) => {
      const product = productsTable.find(query.id);
      return product && productIn(product, localeOf(request));
    },
  ),
  pageEndpoint(
    inventoryEndpoints.createProduct,
    { rule: 'No payload: "A New Product" (in the request\'s language), inactive, every field empty, with a new id, first in the list.' },
    ({ request }) => productsTable.insert(newProduct(crypto.randomUUID(), shopText('A New Product', localeOf(request)))),
  ),
  pageEndpoint(
    inventoryEndpoints.changeProduct,
    {
      rule: "Body {id, product}: the fields merged (numbers not negative, pictures only from the app's picture library, the thumbnail one of the pictures), the price set again from the base price and tax percent; the product, null for an unknown id.",
      body: idAndChange('product', productChangeSchema),
    },
    ({ body, request }) => {
      const current = productsTable.find(body.id);
      const next = current && { ...current, ...body.product };
      // An uploaded picture's address is the server's to give: one it never gave is refused.
      for (const image of body.product.images ?? []) {
        const uploaded = uploadedPicturePattern.exec(image);
        if (uploaded && !productPicturesTable.find(uploaded[1]!)) refuse('product.images', `${image} was never uploaded.`);
      }
      if (next?.thumbnail && !next.images.includes(next.thumbnail))
        refuse('product.thumbnail', "The thumbnail must be one of the product's pictures.");
      const merged = productsTable.patch(body.id, body.product);
      // The price is the server's to say: base price plus tax percent, whatever the client sent.
      const priced = merged && productsTable.patch(body.id, { price: priceOf(merged.basePrice, merged.taxPercent) });
      return priced && productIn(priced, localeOf(request));
    },
  ),
  pageEndpoint(
    inventoryEndpoints.uploadPicture,
    {
      rule: `Form data {file}: a PNG, JPEG, GIF or WebP picture of at most 5 MB, told by its bytes; {path}, the address it is served at, for a product's images.`,
    },
    async ({ request }) => {
      const { bytes } = await uploadedFile(request, pictureRules.maxBytes);
      const { type, base64 } = checkedPicture(bytes, 'file');
      const id = crypto.randomUUID();
      productPicturesTable.insert({ id, type, base64 });
      return { path: `/${fillPath(inventoryEndpoints.picture.path, { file: `${id}.${endings[type]}` })}` };
    },
  ),
  endpoint(
    inventoryEndpoints.picture,
    {
      // An image element sends no token: the address, an id nobody can guess, is the key.
      access: 'anyone',
      rule: 'Path file (id and ending, as the upload answered): the picture, with its type; 404 for one never uploaded.',
    },
    ({ params }) => {
      const found = uploadedPicturePattern.exec(`/${fillPath(inventoryEndpoints.picture.path, { file: String(params.file) })}`);
      const picture = found && productPicturesTable.find(found[1]!);
      if (!picture) return new Response(null, { status: 404 });
      const bytes = Uint8Array.from(atob(picture.base64), (char) => char.charCodeAt(0));
      return new Response(bytes, { headers: { 'Content-Type': picture.type, 'X-Content-Type-Options': 'nosniff' } });
    },
  ),
  pageEndpoint(inventoryEndpoints.deleteProduct, { rule: 'Query id: removes the product; true.', query: idQuery }, ({ query }) => {
    productsTable.remove(query.id);
    return true;
  }),
  ...tagEndpoints({
    page: 'sample-apps',
    contracts: inventoryEndpoints.tag,
    tags: inventoryTagsTable,
    strip: (id) => productsTable.removeReference('tags', id),
    carrier: 'product',
    title: inventoryTagSchema.shape.title,
  }),
]);
