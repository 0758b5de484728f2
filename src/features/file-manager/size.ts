import type { Formatters } from '@/lib/i18n';

const units = { B: 'byte', KB: 'kilobyte', MB: 'megabyte', GB: 'gigabyte', TB: 'terabyte' } as const;
const sizePattern = /^(\d+)(?:\.(\d+))?\s*([KMGT]?B)$/i;

/**
 * An item's size in the page's language. The server writes it as people do in English ("2.4 MB",
 * "640 KB"); the page shows the same number in the same unit, with the locale's decimal sign, digits
 * and unit ("2,4 MB" in de-AT, Arabic-Indic digits in ar-SA), as it does the dates beside it. A text
 * that is not a size it can read is shown as it came.
 */
export function localSize(text: string, format: Formatters): string {
  const match = sizePattern.exec(text.trim());
  if (!match) return text;
  const [, whole, fraction = '', unit] = match;
  const digits = fraction.length;
  return format.number(Number(`${whole}.${fraction || 0}`), {
    style: 'unit',
    unit: units[unit!.toUpperCase() as keyof typeof units],
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
