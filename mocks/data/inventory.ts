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

/** Pictures of the sample watches (public/images/inventory); each product has three, the first its thumbnail. */
export const watchImages = ['steel', 'gold', 'black', 'rose', 'green'].map((name) => `/images/inventory/watch-${name}.svg`);

/** The shop's models: each name says its brand, its category and its movement, and the tags agree. */
const models = [
  { brand: 'brand-capmia', category: 'category-mens', kind: 'tag-chronograph', name: 'Capmia Mens Chronograph Watch' },
  { brand: 'brand-zeon', category: 'category-ladies', kind: 'tag-chronograph', name: 'Zeon Ladies Chronograph Watch' },
  { brand: 'brand-benton', category: 'category-unisex', kind: 'tag-automatic', name: 'Benton Unisex Automatic Watch' },
  { brand: 'brand-lara', category: 'category-ladies', kind: 'tag-chronograph', name: 'Lara Ladies Chronograph Watch' },
  { brand: 'brand-premera', category: 'category-mens', kind: 'tag-automatic', name: 'Premera Mens Automatic Watch' },
] as const;

/**
 * `count` watches (25 in the sample, 10,000 for a story that must stay smooth): names, SKUs and
 * numbers from a seeded faker, each price its base price plus its tax percent.
 */
export function createProducts(count = 25, seed = 'inventory'): Product[] {
  const faker = sampleFaker(seed);
  return Array.from({ length: count }, (_, index) => {
    const model = models[index % models.length]!;
    const category = inventoryCategories.find((candidate) => candidate.id === model.category)!;
    const basePrice = faker.number.int({ min: 9, max: 99 }) * 10 + 9;
    const taxPercent = taxPercents[index % taxPercents.length]!;
    const size = index % 2 ? 'tag-40mm' : 'tag-44mm';
    const water = index % 3 ? 'tag-5-atm' : 'tag-10-atm';
    const images = [0, 1, 2].map((offset) => watchImages[(index + offset) % watchImages.length]!);
    return {
      id: `product-${String(index + 1).padStart(5, '0')}`,
      category: category.id,
      name: `${faker.word.adjective({ length: { min: 4, max: 8 } }).replace(/^./, (first) => first.toUpperCase())} ${model.name}`,
      description: faker.lorem.sentences(2),
      tags: [`tag-${category.slug}`, size, water, model.kind, 'tag-watch'],
      sku: faker.string.alphanumeric({ length: 10, casing: 'upper' }),
      barcode: faker.string.numeric(13),
      brand: model.brand,
      vendor: inventoryVendors[index % inventoryVendors.length]!.id,
      stock: faker.number.int({ min: 0, max: 60 }),
      reserved: faker.number.int({ min: 0, max: 20 }),
      cost: Math.round(basePrice * 0.45 * 100) / 100,
      basePrice,
      taxPercent,
      price: priceOf(basePrice, taxPercent),
      weight: `${faker.number.float({ min: 0.08, max: 0.25, fractionDigits: 2 })} kg`,
      thumbnail: images[0]!,
      images,
      active: index % 7 !== 3,
    };
  });
}
