import { describe, expect, it } from 'vitest';
import { displayedWallet } from './wallet';

describe('displayed wallet', () => {
  it('shows a negative balance as 0 and keeps the rest', () => {
    expect(displayedWallet(-12.5)).toBe(0);
    expect(displayedWallet(0)).toBe(0);
    expect(displayedWallet(120.5)).toBe(120.5);
  });
});
