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
