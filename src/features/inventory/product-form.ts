import { withLatinDigits } from '@/lib/i18n';
import { z } from '@/lib/validation';
import { priceOf, productLimits, type Product, type ProductChange } from './schemas';

type AmountField = 'stock' | 'reserved' | 'cost' | 'basePrice' | 'taxPercent';

/** A product as the edit form holds it: numbers as the text typed, so that "12," is not lost mid-typing. */
export interface ProductFormValues extends Record<AmountField, string> {
  name: string;
  description: string;
  category: string | null;
  brand: string | null;
  vendor: string | null;
  tags: string[];
  sku: string;
  barcode: string;
  weight: string;
  images: string[];
  thumbnail: string | null;
  active: boolean;
}

/**
 * A typed amount as a number: digits (Latin or Arabic) with a comma or a point before at most two
 * decimals; anything else is NaN.
 */
export function parseAmount(typed: string): number {
  const text = withLatinDigits(typed).trim();
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return Number.NaN;
  return Number(text.replace(',', '.'));
}

/** The price the form shows as the base price and tax are typed; null while either is not a number yet. */
export function livePrice(basePrice: string, taxPercent: string): number | null {
  const base = parseAmount(basePrice);
  const tax = parseAmount(taxPercent);
  return Number.isNaN(base) || Number.isNaN(tax) ? null : priceOf(base, tax);
}

/** A number in the page's locale, as `useFormatters().number` writes it. */
export type FormatNumber = (value: number, options?: Intl.NumberFormatOptions) => string;

/**
 * An amount as the form shows it: in the locale's digits and decimal mark and ungrouped, as the table
 * writes it and as it can be typed back ("199,50" in German, "١٩٩٫٥٠" in Arabic); money with two
 * decimals when it has any. No decimal is rounded away: one too many is shown, and the form says so.
 */
const shownAmount = (formatNumber: FormatNumber, value: number, isMoney = false) =>
  formatNumber(value, {
    useGrouping: false,
    minimumFractionDigits: isMoney && !Number.isInteger(value) ? 2 : 0,
    maximumFractionDigits: 20,
  });

export function toFormValues(product: Product, formatNumber: FormatNumber): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    brand: product.brand,
    vendor: product.vendor,
    tags: [...product.tags],
    sku: product.sku,
    barcode: product.barcode,
    weight: product.weight,
    images: [...product.images],
    thumbnail: product.thumbnail,
    active: product.active,
    stock: shownAmount(formatNumber, product.stock),
    reserved: shownAmount(formatNumber, product.reserved),
    cost: shownAmount(formatNumber, product.cost, true),
    basePrice: shownAmount(formatNumber, product.basePrice, true),
    taxPercent: shownAmount(formatNumber, product.taxPercent),
  };
}

/** What the server is sent: every field, text trimmed, amounts as numbers (the server sets the price). */
export function toChange(values: ProductFormValues): ProductChange {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    brand: values.brand,
    vendor: values.vendor,
    tags: values.tags,
    sku: values.sku.trim(),
    barcode: values.barcode.trim(),
    weight: values.weight.trim(),
    images: values.images,
    thumbnail: values.thumbnail,
    active: values.active,
    stock: parseAmount(values.stock),
    reserved: parseAmount(values.reserved),
    cost: parseAmount(values.cost),
    basePrice: parseAmount(values.basePrice),
    taxPercent: parseAmount(values.taxPercent),
  };
}

export interface ProductFormMessages {
  required: string;
  tooLong: (max: number) => string;
  amount: string;
  wholeNumber: string;
}

/** The form's rules, the same as the server's, each with the message its field shows. */
export const productFormSchema = (messages: ProductFormMessages) => {
  const amount = (whole: boolean) =>
    z
      .string()
      .check(
        z.refine(
          (typed) => !Number.isNaN(parseAmount(typed)) && (!whole || Number.isInteger(parseAmount(typed))),
          whole ? messages.wholeNumber : messages.amount,
        ),
      );
  const text = (max: number) => z.string().check(z.maxLength(max, messages.tooLong(max)));
  return z.object({
    name: text(productLimits.name).check(z.refine((typed) => typed.trim().length > 0, messages.required)),
    description: text(productLimits.description),
    category: z.nullable(z.string()),
    brand: z.nullable(z.string()),
    vendor: z.nullable(z.string()),
    tags: z.array(z.string()),
    sku: text(productLimits.sku).check(z.refine((typed) => typed.trim().length > 0, messages.required)),
    barcode: text(productLimits.barcode),
    weight: text(productLimits.weight),
    images: z.array(z.string()),
    thumbnail: z.nullable(z.string()),
    active: z.boolean(),
    stock: amount(true),
    reserved: amount(true),
    cost: amount(false),
    basePrice: amount(false),
    taxPercent: amount(false),
  }) satisfies z.ZodMiniType<ProductFormValues>;
};
