import { priceOf, type InventoryBrand, type InventoryCategory, type InventoryTag, type Product } from '@/features/inventory/schemas';
import { sampleFaker } from './faker';

/** The watch shop of the inventory sample (template-apps.md points 3 and 9). */
export const inventoryCategories: InventoryCategory[] = [
  { id: 'category-mens', parentId: null, name: "men's", slug: 'mens' },
  { id: 'category-ladies', parentId: null, name: 'Ladies', slug: 'ladies' },
  { id: 'category-unisex', parentId: null, name: 'Unisex', slug: 'unisex' },
];

export const inventoryBrands: InventoryBrand[] = [
  { id: 'brand-benton', name: 'Benton', slug: 'benton' },
  { id: 'brand-capmia', name: 'Capmia', slug: 'capmia' },
  { id: 'brand-lara', name: 'Lara', slug: 'lara' },
  { id: 'brand-premera', name: 'Premera', slug: 'premera' },
  { id: 'brand-zeon', name: 'Zeon', slug: 'zeon' },
];

export const inventoryVendors: InventoryBrand[] = [
  { id: 'vendor-evel', name: 'Evel', slug: 'evel' },
  { id: 'vendor-mivon', name: 'Mivon', slug: 'mivon' },
  { id: 'vendor-neogen', name: 'Neogen', slug: 'neogen' },
];

export const inventoryTags: InventoryTag[] = [
  { id: 'tag-mens', title: 'mens' },
  { id: 'tag-ladies', title: 'ladies' },
  { id: 'tag-unisex', title: 'unisex' },
  { id: 'tag-44mm', title: '44mm' },
  { id: 'tag-40mm', title: '40mm' },
  { id: 'tag-5-atm', title: '5 ATM' },
  { id: 'tag-10-atm', title: '10 ATM' },
  { id: 'tag-automatic', title: 'automatic' },
  { id: 'tag-chronograph', title: 'chronograph' },
  { id: 'tag-watch', title: 'watch' },
];

/** The spec's sample tax percentages. */
export const taxPercents = [8, 10, 18, 20, 30] as const;

const models = ['Capmia Mens Chronograph Watch', 'Zeon Ladies Chronograph Watch', 'Benton Unisex Automatic Watch', 'Lara Ladies Chronograph Watch', 'Premera Mens Automatic Watch'];

/**
 * `count` watches (25 in the sample, 10,000 for a story that must stay smooth): names, SKUs and
 * numbers from a seeded faker, each price its base price plus its tax percent.
 */
export function createProducts(count = 25, seed = 'inventory'): Product[] {
  const faker = sampleFaker(seed);
  return Array.from({ length: count }, (_, index) => {
    const category = inventoryCategories[index % 3]!;
    const basePrice = faker.number.int({ min: 9, max: 99 }) * 10 + 9;
    const taxPercent = taxPercents[index % taxPercents.length]!;
    const size = index % 2 ? 'tag-40mm' : 'tag-44mm';
    const water = index % 3 ? 'tag-5-atm' : 'tag-10-atm';
    const kind = index % 2 ? 'tag-automatic' : 'tag-chronograph';
    return {
      id: `product-${String(index + 1).padStart(5, '0')}`,
      category: category.id,
      name: `${faker.word.adjective({ length: { min: 4, max: 8 } }).replace(/^./, (first) => first.toUpperCase())} ${models[index % models.length]}`,
      description: faker.lorem.sentences(2),
      tags: [`tag-${category.slug}`, size, water, kind, 'tag-watch'],
      sku: faker.string.alphanumeric({ length: 10, casing: 'upper' }),
      barcode: faker.string.numeric(13),
      brand: inventoryBrands[index % inventoryBrands.length]!.id,
      vendor: inventoryVendors[index % inventoryVendors.length]!.id,
      stock: faker.number.int({ min: 0, max: 60 }),
      reserved: faker.number.int({ min: 0, max: 20 }),
      cost: Math.round(basePrice * 0.45 * 100) / 100,
      basePrice,
      taxPercent,
      price: priceOf(basePrice, taxPercent),
      weight: `${faker.number.float({ min: 0.08, max: 0.25, fractionDigits: 2 })} kg`,
      thumbnail: null,
      images: [],
      active: index % 7 !== 3,
    };
  });
}
