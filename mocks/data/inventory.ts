import { priceOf, type InventoryBrand, type InventoryCategory, type InventoryTag, type Product } from '@/features/inventory/schemas';
import { sampleFaker } from './faker';
import { sampleLanguageOf, sampleTranslator, type SampleText } from './sample-language';

/** The watch shop of the inventory sample (template-apps.md points 3 and 9), stored in German. */
export const inventoryCategories: InventoryCategory[] = [
  { id: 'category-mens', parentId: null, name: 'Herren', slug: 'mens' },
  { id: 'category-ladies', parentId: null, name: 'Damen', slug: 'ladies' },
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
  { id: 'tag-mens', title: 'Herren' },
  { id: 'tag-ladies', title: 'Damen' },
  { id: 'tag-unisex', title: 'Unisex' },
  { id: 'tag-44mm', title: '44 mm' },
  { id: 'tag-40mm', title: '40 mm' },
  { id: 'tag-5-atm', title: '5 ATM' },
  { id: 'tag-10-atm', title: '10 ATM' },
  { id: 'tag-automatic', title: 'Automatik' },
  { id: 'tag-chronograph', title: 'Chronograph' },
  { id: 'tag-watch', title: 'Uhr' },
];

/** The shop's models: a brand's line (a name in every language) and what it is, said in each. */
const models = [
  {
    brand: 'Capmia',
    line: 'Aviator',
    category: 'category-mens',
    kind: 'tag-chronograph',
    description: {
      de: 'Fliegerchronograph mit gut lesbarem Zifferblatt, Stoppfunktion und Lederband.',
      en: "Pilot's chronograph with a legible dial, a stopwatch and a leather strap.",
      ar: 'كرونوغراف للطيارين بميناء سهل القراءة وساعة إيقاف وسوار جلدي.',
    },
  },
  {
    brand: 'Zeon',
    line: 'Lumen',
    category: 'category-ladies',
    kind: 'tag-chronograph',
    description: {
      de: 'Schlanker Chronograph mit Leuchtzeigern und Edelstahlband.',
      en: 'Slim chronograph with luminous hands and a stainless-steel bracelet.',
      ar: 'كرونوغراف نحيف بعقارب مضيئة وسوار من الفولاذ المقاوم للصدأ.',
    },
  },
  {
    brand: 'Benton',
    line: 'Meridian',
    category: 'category-unisex',
    kind: 'tag-automatic',
    description: {
      de: 'Automatikuhr mit Glasboden, Saphirglas und 40 Stunden Gangreserve.',
      en: 'Automatic watch with a see-through case back, sapphire crystal and a 40-hour power reserve.',
      ar: 'ساعة أوتوماتيكية بظهر شفاف وزجاج من الياقوت واحتياطي طاقة لمدة ٤٠ ساعة.',
    },
  },
  {
    brand: 'Lara',
    line: 'Étoile',
    category: 'category-ladies',
    kind: 'tag-chronograph',
    description: {
      de: 'Zierlicher Chronograph mit Perlmuttzifferblatt und Milanaiseband.',
      en: 'Delicate chronograph with a mother-of-pearl dial and a Milanese strap.',
      ar: 'كرونوغراف رقيق بميناء من عرق اللؤلؤ وسوار ميلانيزي.',
    },
  },
  {
    brand: 'Premera',
    line: 'Heritage',
    category: 'category-mens',
    kind: 'tag-automatic',
    description: {
      de: 'Klassische Automatikuhr mit Datumsanzeige und Lederband in Krokoprägung.',
      en: 'Classic automatic watch with a date display and a croc-embossed leather strap.',
      ar: 'ساعة أوتوماتيكية كلاسيكية بعرض للتاريخ وسوار جلدي بنقشة التمساح.',
    },
  },
] as const;

/**
 * The words of the sample shop in each language: categories (the spec's English samples), tags,
 * the models' descriptions and a new product's name.
 */
const shopTexts: SampleText[] = [
  { de: 'Herren', en: "men's", ar: 'رجالي' },
  { de: 'Damen', en: 'Ladies', ar: 'نسائي' },
  { de: 'Unisex', en: 'Unisex', ar: 'للجنسين' },
  { de: '44 mm', en: '44mm', ar: '٤٤ مم' },
  { de: '40 mm', en: '40mm', ar: '٤٠ مم' },
  { de: '5 ATM', en: '5 ATM', ar: '٥ ATM' },
  { de: '10 ATM', en: '10 ATM', ar: '١٠ ATM' },
  { de: 'Automatik', en: 'automatic', ar: 'أوتوماتيكية' },
  { de: 'Chronograph', en: 'chronograph', ar: 'كرونوغراف' },
  { de: 'Uhr', en: 'watch', ar: 'ساعة' },
  { de: 'Neues Produkt', en: 'A New Product', ar: 'منتج جديد' },
  ...models.map((model) => model.description),
];

/** The shop's words in the asker's language; what a user typed stays as typed. */
export const shopText = sampleTranslator(shopTexts);

/** A weight in kilograms as the sample writes it ("0,12 kg", or "0.12 kg" once saved from English), in the locale's numbers. */
function weightIn(weight: string, locale: string): string {
  const written = /^(\d+)[.,](\d+) kg$/.exec(weight);
  if (!written) return weight;
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: written[2]!.length });
  return `${format.format(Number(`${written[1]}.${written[2]}`))} ${sampleLanguageOf(locale) === 'ar' ? 'كغ' : 'kg'}`;
}

/** A product as the asker reads it: the sample's description and weight in the locale's words and numbers. */
export const productIn = <T extends { description: string; weight: string }>(product: T, locale: string): T => ({
  ...product,
  description: shopText(product.description, locale),
  weight: weightIn(product.weight, locale),
});

/** The spec's sample tax percentages. */
export const taxPercents = [8, 10, 18, 20, 30] as const;

/** Pictures of the sample watches (public/images/inventory); each product has three, the first its thumbnail. */
export const watchImages = ['steel', 'gold', 'black', 'rose', 'green'].map((name) => `/images/inventory/watch-${name}.svg`);

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
      // A name as a shop writes it: brand, line and reference (initials, case size, a serial), the same in every language.
      name: `${model.brand} ${model.line} ${model.brand[0]}${model.line[0]}-${size.slice(4, 6)}${String(faker.number.int({ min: 10, max: 99 }))}`,
      description: model.description.de,
      tags: [`tag-${category.slug}`, size, water, model.kind, 'tag-watch'],
      sku: faker.string.alphanumeric({ length: 10, casing: 'upper' }),
      barcode: faker.string.numeric(13),
      brand: `brand-${model.brand.toLowerCase()}`,
      vendor: inventoryVendors[index % inventoryVendors.length]!.id,
      stock: faker.number.int({ min: 0, max: 60 }),
      reserved: faker.number.int({ min: 0, max: 20 }),
      cost: Math.round(basePrice * 0.45 * 100) / 100,
      basePrice,
      taxPercent,
      price: priceOf(basePrice, taxPercent),
      weight: `${faker.number.float({ min: 0.08, max: 0.25, fractionDigits: 2 }).toFixed(2).replace('.', ',')} kg`,
      thumbnail: images[0]!,
      images,
      active: index % 7 !== 3,
    };
  });
}
