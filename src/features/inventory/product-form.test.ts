import { describe, expect, it } from 'vitest';
import { createFormatters } from '@/lib/i18n';
import { livePrice, parseAmount, productFormSchema, toChange, toFormValues } from './product-form';
import { newProduct } from './schemas';

const english = createFormatters('en-US').number;
const schema = productFormSchema({ required: 'required', tooLong: (max) => `max ${max}`, amount: 'amount', wholeNumber: 'whole' });

describe('the product form', () => {
  it('reads amounts with a comma or a point, never a sign, letters or a third decimal', () => {
    expect(parseAmount('199,5')).toBe(199.5);
    expect(parseAmount(' 12.25 ')).toBe(12.25);
    expect(parseAmount('١٩٩٫٥')).toBe(199.5);
    expect(parseAmount('٣٤')).toBe(34);
    for (const typed of ['', '-1', '1e3', '12,345', '1.2.3', 'abc']) expect(parseAmount(typed), typed).toBeNaN();
  });

  it("shows amounts in the locale's digits and decimal mark, money with cents, every decimal kept, and reads them back", () => {
    const product = { ...newProduct('product-new'), stock: 1250, reserved: 3, cost: 89.5, basePrice: 199, taxPercent: 7.5 };
    const amounts = (values: ReturnType<typeof toFormValues>) => [
      values.stock,
      values.reserved,
      values.cost,
      values.basePrice,
      values.taxPercent,
    ];
    const german = toFormValues(product, createFormatters('de-AT').number);
    expect(amounts(german)).toEqual(['1250', '3', '89,50', '199', '7,5']);
    expect(amounts(toFormValues(product, english))).toEqual(['1250', '3', '89.50', '199', '7.5']);
    const arabic = toFormValues(product, createFormatters('ar-SA').number);
    expect(amounts(arabic)).toEqual(['١٢٥٠', '٣', '٨٩٫٥٠', '١٩٩', '٧٫٥']);
    for (const values of [german, arabic])
      expect(toChange({ ...values, name: 'Zeon', sku: 'ZX-1' })).toMatchObject({
        stock: 1250,
        reserved: 3,
        cost: 89.5,
        basePrice: 199,
        taxPercent: 7.5,
      });
    // A third decimal from elsewhere is shown for the form to refuse, not rounded away unseen.
    const precise = toFormValues({ ...product, cost: 10.125 }, createFormatters('de-AT').number);
    expect(precise.cost).toBe('10,125');
    expect(schema.safeParse({ ...precise, sku: 'ZX-1' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cost']);
  });

  it('shows the price as base price plus tax percent while typing, nothing while a number is unfinished', () => {
    expect(livePrice('200', '20')).toBe(240);
    expect(livePrice('99,90', '10')).toBe(109.89);
    expect(livePrice('200', '')).toBeNull();
  });

  it('says which field is wrong: an empty SKU, a negative price, a part of a piece in stock', () => {
    const values = { ...toFormValues(newProduct('product-new'), english), sku: ' ', basePrice: '-5', stock: '2.5' };
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    const problems = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(problems).toEqual({ sku: 'required', basePrice: 'amount', stock: 'whole' });
  });

  it('sends numbers and trimmed text, and leaves the price to the server', () => {
    const values = {
      ...toFormValues(newProduct('product-new'), english),
      name: ' Zeon ',
      sku: 'ZX-1',
      basePrice: '100,5',
      taxPercent: '20',
    };
    expect(schema.safeParse(values).success).toBe(true);
    const change = toChange(values);
    expect(change).toMatchObject({ name: 'Zeon', sku: 'ZX-1', basePrice: 100.5, taxPercent: 20, stock: 0 });
    expect(change).not.toHaveProperty('price');
  });
});
