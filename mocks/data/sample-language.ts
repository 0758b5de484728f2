/**
 * Sample content speaks the page's language, as the interface does: German, English or Arabic by the
 * request's locale. The collections keep what was stored (the German of the seed, or what a user
 * typed); a known sample text is given in the asker's language on the way out, anything else as it is.
 */

export type SampleLanguage = 'de' | 'en' | 'ar';

/** One sample text in each language of the interface. */
export type SampleText = Record<SampleLanguage, string>;

export const sampleLanguageOf = (locale: string): SampleLanguage =>
  locale.startsWith('ar') ? 'ar' : locale.startsWith('en') ? 'en' : 'de';

/** German, English and Arabic, in that order: how the tables of sample texts are written. */
export type Translation = readonly [de: string, en: string, ar: string];

const asSampleText = (row: SampleText | Translation): SampleText => ('de' in row ? row : { de: row[0], en: row[1], ar: row[2] });

/** A translator for these texts: a known one, in whichever language it is stored, comes back in the locale's. */
export function sampleTranslator(texts: readonly (SampleText | Translation)[]) {
  const byText = new Map<string, SampleText>();
  for (const text of texts.map(asSampleText)) for (const written of Object.values(text)) byText.set(written, text);
  return (text: string, locale: string): string => byText.get(text)?.[sampleLanguageOf(locale)] ?? text;
}
