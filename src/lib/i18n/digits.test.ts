import { describe, expect, it } from 'vitest';
import { withLatinDigits } from './digits';

describe('withLatinDigits', () => {
  it('writes Arabic-Indic and Persian digits and the Arabic decimal and grouping marks in Latin ones', () => {
    expect(withLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(withLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(withLatinDigits('١٬٢٣٤٫٥')).toBe('1,234.5');
  });

  it('leaves everything else as it is', () => {
    expect(withLatinDigits('+43 (1) 234-56 ab')).toBe('+43 (1) 234-56 ab');
    expect(withLatinDigits('رقم ٧')).toBe('رقم 7');
    expect(withLatinDigits('')).toBe('');
  });
});
