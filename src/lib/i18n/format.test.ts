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
    // Austrian German groups thousands with a (narrow) space.
    expect(createFormatters('de-AT').number(1234.5)).toMatch(/^1\s234,5$/u);
    expect(createFormatters('de-AT').number(1234.5, { maximumFractionDigits: 0 })).toMatch(/^1\s235$/u);
    expect(createFormatters('ar-SA').number(12)).toBe('١٢');
  });
});
