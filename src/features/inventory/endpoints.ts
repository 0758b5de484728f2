/**
 * The endpoints of inventory, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const inventoryEndpoints = {
  brands: 'api/apps/inventory/brands',
  categories: 'api/apps/inventory/categories',
  /** POST: a picture uploaded for a product; `picture/:file` answers it to an image element. */
  picture: 'api/apps/inventory/picture',
  product: 'api/apps/inventory/product',
  products: 'api/apps/inventory/products',
  tag: 'api/apps/inventory/tag',
  tags: 'api/apps/inventory/tags',
  vendors: 'api/apps/inventory/vendors',
} as const;
