import type { labelColors } from '@/lib/theme';

/** Each category's colour on its chips; a category the page does not know yet has none. */
const categoryColors: Record<string, keyof typeof labelColors> = {
  interpreting: 'blue',
  'sign-language': 'purple',
  technology: 'teal',
  privacy: 'red',
};

export const categoryColor = (slug: string) => categoryColors[slug];
