import { describe, expect, it } from 'vitest';
import { datePatterns, formatDatePattern, isOtherDay } from './date-pattern';

// 6 March 2026, 21:05 in the test's time zone: the afternoon and two-digit day show.
const evening = new Date(2026, 2, 6, 21, 5);

describe('fixed date patterns', () => {
  it("writes message times as 'MMM dd, h:mm a'", () => {
    expect(formatDatePattern(evening, datePatterns.messageTime, 'en-US')).toBe('Mar 06, 9:05 PM');
    expect(formatDatePattern(evening, datePatterns.messageTime, 'de-AT')).toBe('März 06, 9:05 nachm.');
  });

  it('writes Arabic digits in ar-SA', () => {
    expect(formatDatePattern(evening, datePatterns.messageTime, 'ar-SA')).toBe('مارس ٠٦, ٩:٠٥ م');
  });

  it('tells calendar days apart', () => {
    expect(isOtherDay(new Date(2026, 2, 6, 23, 59), new Date(2026, 2, 7, 0, 1))).toBe(true);
    expect(isOtherDay(new Date(2026, 2, 6, 0, 1), new Date(2026, 2, 6, 23, 59))).toBe(false);
  });
});
