import { describe, expect, it } from 'vitest';
import { createFormatters } from './format';

describe('clock time', () => {
  it("writes the chat time as 'HH:mm' in every locale, two digits each, 24 hours", () => {
    const evening = new Date(2026, 2, 6, 21, 5);
    const morning = new Date(2026, 2, 6, 7, 3);
    expect(createFormatters('en-US').clockTime(evening)).toBe('21:05');
    expect(createFormatters('en-AT').clockTime(morning)).toBe('07:03');
    expect(createFormatters('de-AT').clockTime(morning.toISOString())).toBe('07:03');
    expect(createFormatters('de-AT').clockTime(new Date(2026, 2, 6, 0, 0))).toBe('00:00');
  });

  it('writes Arabic-Indic digits in ar-SA', () => {
    expect(createFormatters('ar-SA').clockTime(new Date(2026, 2, 6, 21, 5))).toBe('٢١:٠٥');
  });
});

describe('formatters made once', () => {
  it('makes one Intl formatter per locale and options, however many values it formats', () => {
    const original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      const format = createFormatters('en-AT');
      const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
      const days = Array.from({ length: 365 }, (_, day) => format.date(new Date(Date.UTC(2031, 0, 1 + day)), { ...options }));
      expect(days[0]).toBe('Wednesday, 1 January 2031');
      expect(new Set(days).size).toBe(365);
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });

  it('keeps formatters of other options and locales apart', () => {
    const day = new Date(Date.UTC(2031, 2, 6, 12));
    expect(createFormatters('en-US').date(day, { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 6, 2031');
    expect(createFormatters('en-US').date(day, { dateStyle: 'short', timeZone: 'UTC' })).toBe('3/6/31');
    expect(createFormatters('de-AT').date(day, { dateStyle: 'long', timeZone: 'UTC' })).toBe('6. März 2031');
    expect(createFormatters('en-US').number(1234.5)).toBe('1,234.5');
    // Austrian German groups thousands with the dot, as its amounts of money.
    expect(createFormatters('de-AT').number(1234.5)).toBe('1.234,5');
    expect(createFormatters('de-AT').number(1234.5, { maximumFractionDigits: 0 })).toBe('1.235');
    expect(createFormatters('ar-SA').number(12)).toBe('١٢');
  });
});

describe('numbers on one page', () => {
  it('are grouped one way in Austrian German: plain numbers as amounts of money, with the dot', () => {
    const { number, currency } = createFormatters('de-AT');
    expect(number(14923.4389, { maximumFractionDigits: 4 })).toBe('14.923,4389');
    expect(number(4123)).toBe('4.123');
    expect(currency(11763.34)).toBe('€\u00a011.763,34');
    expect(number(0.125, { style: 'percent' })).toBe('13\u00a0%');
  });

  it('keep each other locale’s own grouping', () => {
    expect(createFormatters('en-US').number(14923.4)).toBe('14,923.4');
    expect(createFormatters('en-AT').number(14923.4)).toBe('14.923,4');
    expect(createFormatters('ar-SA').number(4123)).toBe('٤٬١٢٣');
  });
});
