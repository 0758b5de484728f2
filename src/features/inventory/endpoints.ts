/**
 * The endpoints of inventory, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const inventoryEndpoints = {
  brands: 'api/apps/inventory/brands',
  categories: 'api/apps/inventory/categories',
  product: 'api/apps/inventory/product',
  products: 'api/apps/inventory/products',
  tag: 'api/apps/inventory/tag',
  tags: 'api/apps/inventory/tags',
  vendors: 'api/apps/inventory/vendors',
} as const;
