import type { TFunction } from 'i18next';

/**
 * The server names series and slices in English ("Page Views", "Returning"); the page shows them in
 * its language. A name without a translation is shown as it came.
 */
export const seriesName = (t: TFunction, name: string): string => t(`series.${name}`, { defaultValue: name });
