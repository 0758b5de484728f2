import type { TFunction } from 'i18next';
import type { Shortcut } from './types';

/**
 * Label and description through translation keys built from the lowercased label (spec point 2):
 * the sample "Tasks" reads "Aufgaben" in German; a label without a translation reads as typed. A
 * label with a key separator in it cannot be a key, so it reads as typed too.
 */
export function shortcutTexts(t: TFunction, shortcut: Pick<Shortcut, 'label' | 'description'>) {
  const key = shortcut.label.toLowerCase();
  const description = shortcut.description ?? '';
  if (/[.:]/.test(key)) return { label: shortcut.label, description };
  return {
    // What the user typed is never interpreted: no {{placeholders}}, no $t() nesting.
    label: t(`items.${key}.label`, { defaultValue: shortcut.label, skipInterpolation: true }),
    description: description ? t(`items.${key}.description`, { defaultValue: description, skipInterpolation: true }) : '',
  };
}
