import { withLatinDigits } from '@/lib/i18n';
import type { Coin, Wallets } from './schemas';

/** The most one trade may move; the server holds the same limit. */
export const maxTradeAmount = 1_000_000;

export type TradeProblem = 'amountRequired' | 'amountNotANumber' | 'amountPositive' | 'amountTooLarge' | 'amountOverWallet';

/**
 * An amount as a person types it, in the page locale's style ("0,5" and "1.000,25" in German, "0.5"
 * and "1,000.25" in English). The other mark, typed once and not before exactly three digits ("0.5" on
 * a German page), is taken as the decimal mark too, as it was obviously meant. Arabic digits and marks
 * count as Latin ones ("٠٫٥"). Anything else: NaN.
 */
export function parseAmount(text: string, decimalMark: '.' | ',' = '.'): number {
  const compact = withLatinDigits(text)
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '');
  if (!/^(\d[\d.,]*|[.,]\d+)$/.test(compact)) return Number.NaN;
  const otherMark = decimalMark === ',' ? '.' : ',';
  const others = compact.split(otherMark).length - 1;
  const meantAsDecimal = !compact.includes(decimalMark) && others === 1 && !new RegExp(`\\${otherMark}\\d{3}$`).test(compact);
  // Grouping marks stand before groups of three digits only: "1.2.3" is not a number.
  const groups = compact.split(decimalMark)[0]!.split(otherMark);
  if (!meantAsDecimal && groups.slice(1).some((group) => group.length !== 3)) return Number.NaN;
  const [whole = '', fraction, ...rest] = (
    meantAsDecimal ? compact.replace(otherMark, decimalMark) : compact.split(otherMark).join('')
  ).split(decimalMark);
  if (rest.length) return Number.NaN;
  return Number(`${whole || '0'}${fraction !== undefined ? `.${fraction}` : ''}`);
}

/** The decimal mark of a locale ("," in de-AT, "." in en-US, "٫" in ar-SA is typed as "." or ","). */
export const decimalMarkOf = (locale: string): '.' | ',' =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';

/** What is wrong with a trade as typed, if anything: the same rules the server applies. */
export function tradeProblem(
  text: string,
  decimalMark: '.' | ',',
  action: 'buy' | 'sell',
  coin: Coin,
  wallets: Wallets,
): TradeProblem | null {
  if (!text.trim()) return 'amountRequired';
  const amount = parseAmount(text, decimalMark);
  if (Number.isNaN(amount)) return 'amountNotANumber';
  if (amount <= 0) return 'amountPositive';
  if (amount > maxTradeAmount) return 'amountTooLarge';
  if (action === 'sell' && amount > wallets[coin]) return 'amountOverWallet';
  return null;
}
