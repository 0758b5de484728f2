import { contract, tagContracts, type IdAndChange, type IdQuery } from '@/lib/contract';
import type { ProductsQuery } from './products-query';
import type { InventoryBrand, InventoryCategory, InventoryTag, Product, ProductChange, ProductsPage } from './schemas';

const product = 'api/apps/inventory/product';
const picture = 'api/apps/inventory/picture';

/**
 * The endpoints of inventory, relative to the API base: the feature's API functions call them and
 * the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const inventoryEndpoints = {
  categories: contract.get<{ answer: InventoryCategory[] }>('api/apps/inventory/categories'),
  brands: contract.get<{ answer: InventoryBrand[] }>('api/apps/inventory/brands'),
  vendors: contract.get<{ answer: InventoryBrand[] }>('api/apps/inventory/vendors'),
  /** One page of the products found, sorted as asked. */
  products: contract.get<{ query: ProductsQuery; answer: ProductsPage }>('api/apps/inventory/products'),
  product: contract.get<{ query: IdQuery; answer: Product | null }>(product),
  createProduct: contract.post<{ answer: Product }>(product),
  changeProduct: contract.patch<{ body: IdAndChange<'product', ProductChange>; answer: Product | null }>(product),
  deleteProduct: contract.delete<{ query: IdQuery; answer: boolean }>(product),
  /** Form data `{file}`: answers the address the picture is served at. */
  uploadPicture: contract.post<{ body: FormData; answer: { path: string } }>(picture),
  /** An uploaded picture, by the file name its address ends in: what a product's image loads. */
  picture: contract.get<{ path: { file: string }; answer: Blob }>(`${picture}/:file`),
  tags: contract.get<{ answer: InventoryTag[] }>('api/apps/inventory/tags'),
  tag: tagContracts<InventoryTag>('api/apps/inventory/tag'),
};
