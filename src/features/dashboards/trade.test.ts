import { describe, expect, it } from 'vitest';
import { decimalMarkOf, parseAmount, tradeProblem } from './trade';

const wallets = { btc: 24.97311243, eth: 126.3812212, bch: 52.0021, xrp: 14923.4389 };

describe('an amount as typed', () => {
  it('reads the locale’s own style', () => {
    expect(parseAmount('0,5', ',')).toBe(0.5);
    expect(parseAmount('1.000,25', ',')).toBe(1000.25);
    expect(parseAmount('1 000,25', ',')).toBe(1000.25);
    expect(parseAmount('0.5', '.')).toBe(0.5);
    expect(parseAmount('1,000.25', '.')).toBe(1000.25);
    expect(parseAmount('.25', '.')).toBe(0.25);
    expect(parseAmount('٠٫٥', '.')).toBe(0.5);
    expect(parseAmount('١٬٠٠٠٫٢٥', '.')).toBe(1000.25);
  });

  it('takes the other mark as decimal when that is obviously meant, and grouping before three digits', () => {
    expect(parseAmount('0.5', ',')).toBe(0.5);
    expect(parseAmount('1.000', ',')).toBe(1000);
    expect(parseAmount('0,5', '.')).toBe(0.5);
    expect(parseAmount('1,000', '.')).toBe(1000);
  });

  it('is no number for words, signs or two decimal marks', () => {
    for (const text of ['abc', '-1', '1e5', '1,2,3,4', '0,5,5', '1.2.3', '']) expect(parseAmount(text, ','), text).toBeNaN();
  });

  it('knows each locale’s decimal mark', () => {
    expect([decimalMarkOf('de-AT'), decimalMarkOf('en-US'), decimalMarkOf('en-AT'), decimalMarkOf('ar-SA')]).toEqual([',', '.', ',', '.']);
  });
});

describe('a trade’s problem', () => {
  it('names the first thing wrong with the amount, the wallet only for a sale', () => {
    expect(tradeProblem(' ', ',', 'buy', 'btc', wallets)).toBe('amountRequired');
    expect(tradeProblem('viel', ',', 'buy', 'btc', wallets)).toBe('amountNotANumber');
    expect(tradeProblem('0', ',', 'buy', 'btc', wallets)).toBe('amountPositive');
    expect(tradeProblem('2000000', ',', 'buy', 'btc', wallets)).toBe('amountTooLarge');
    expect(tradeProblem('25', ',', 'sell', 'btc', wallets)).toBe('amountOverWallet');
    expect(tradeProblem('25', ',', 'buy', 'btc', wallets)).toBeNull();
    expect(tradeProblem('24,97311243', ',', 'sell', 'btc', wallets)).toBeNull();
  });
});
