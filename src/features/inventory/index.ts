export {
  defaultPageSize,
  newProduct,
  pageSizes,
  priceOf,
  sortFields,
  type InventoryCategory,
  type InventoryTag,
  type Product,
  type ProductsPage,
} from './schemas';
