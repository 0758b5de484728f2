import { z } from '@/lib/validation';
import { inventoryEndpoints } from './endpoints';

/** The inventory's page sizes (template-apps.md point 7, Inventory); 10 is the default. */
export const pageSizes = [5, 10, 25, 100] as const;
export const defaultPageSize = 10;

/** Columns a product list sorts by: SKU, name and active as text (case-insensitive), the others as numbers. */
export const sortFields = ['name', 'sku', 'active', 'price', 'stock', 'reserved', 'cost', 'basePrice', 'taxPercent'] as const;
export const textSortFields: readonly string[] = ['sku', 'name', 'active'];
export type SortField = (typeof sortFields)[number];

const id = z.string().check(z.minLength(1));
const amount = z.number().check(z.nonnegative());

/** The address of an uploaded picture, from the picture endpoint's path: its id and its type's ending, as the server gave them. */
const uploadedPicture = `/${inventoryEndpoints.picture.path.replace(':file', '([\\w-]+)\\.(png|jpe?g|gif|webp)')}`;
export const uploadedPicturePattern = new RegExp(`^${uploadedPicture}$`);

/**
 * A product picture: a file of the app's own picture library, or a picture uploaded for a product
 * (`uploadedPicturePattern`); never another scheme or site.
 */
export const productImageSchema = z
  .string()
  .check(z.regex(new RegExp(`^(/images/[\\w-]+(/[\\w-]+)*\\.(svg|png|jpe?g|webp)|${uploadedPicture})$`)));

export const inventoryCategorySchema = z.object({ id, parentId: z.nullable(z.string()), name: z.string(), slug: z.string() });
export const inventoryBrandSchema = z.object({ id, name: z.string(), slug: z.string() });
/** The longest tag title the inventory keeps. */
export const inventoryTagTitleMax = 40;
export const inventoryTagSchema = z.object({ id, title: z.string().check(z.trim(), z.minLength(1), z.maxLength(inventoryTagTitleMax)) });

export const productSchema = z.object({
  id,
  category: z.nullable(z.string()),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  sku: z.string(),
  barcode: z.string(),
  brand: z.nullable(z.string()),
  vendor: z.nullable(z.string()),
  stock: amount,
  reserved: amount,
  cost: amount,
  basePrice: amount,
  taxPercent: amount,
  price: amount,
  weight: z.string(),
  thumbnail: z.nullable(productImageSchema),
  images: z.array(productImageSchema).check(z.maxLength(12)),
  active: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
export type InventoryCategory = z.infer<typeof inventoryCategorySchema>;
export type InventoryBrand = z.infer<typeof inventoryBrandSchema>;
export type InventoryTag = z.infer<typeof inventoryTagSchema>;

/** The longest name and SKU the inventory keeps. */
export const productLimits = { name: 100, sku: 40, barcode: 40, description: 2000, weight: 20 } as const;

/** What a change may carry: any field but the id; numbers non-negative, a name and a SKU not empty. */
export const productChangeSchema = z.partial(
  z.extend(z.omit(productSchema, { id: true }), {
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(productLimits.name)),
    sku: z.string().check(z.trim(), z.minLength(1), z.maxLength(productLimits.sku)),
    barcode: z.string().check(z.maxLength(productLimits.barcode)),
    description: z.string().check(z.maxLength(productLimits.description)),
    weight: z.string().check(z.maxLength(productLimits.weight)),
  }),
);
export type ProductChange = z.infer<typeof productChangeSchema>;

/** How much is in stock: low under 20, medium under 30, high otherwise. */
export const stockLevel = (stock: number): 'low' | 'medium' | 'high' => (stock < 20 ? 'low' : stock < 30 ? 'medium' : 'high');

/** The price a product sells at: its base price plus its tax percent, to the cent. */
export const priceOf = (basePrice: number, taxPercent: number) => Math.round(basePrice * (1 + taxPercent / 100) * 100) / 100;

/** A new product: "A New Product" (or its name in the asker's language), inactive, everything else empty (template-apps.md point 7). */
export const newProduct = (productId: string, name = 'A New Product'): Product => ({
  id: productId,
  category: null,
  name,
  description: '',
  tags: [],
  sku: '',
  barcode: '',
  brand: null,
  vendor: null,
  stock: 0,
  reserved: 0,
  cost: 0,
  basePrice: 0,
  taxPercent: 0,
  price: 0,
  weight: '',
  thumbnail: null,
  images: [],
  active: false,
});

export interface ProductsPage {
  products: Product[] | null;
  pagination: { length: number; size: number; page: number; lastPage: number; startIndex: number; endIndex: number } | { lastPage: number };
}
