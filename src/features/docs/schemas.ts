/**
 * The product's documents, served by the API as files (`GET api/docs/{file}`): each in German, English
 * and Arabic, and the example configuration the getting-started guide shows.
 */
export const documentIds = ['changelog', 'getting-started'] as const;
export type DocumentId = (typeof documentIds)[number];

export const documentLanguages = ['de', 'en', 'ar'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

export const documentFile = (id: DocumentId, language: DocumentLanguage) => `${id}.${language}.md`;

/** A non-markdown file of the library: the page shows it as code. */
export const exampleConfigurationFile = 'app-config.example.json';

/** Every file the API serves; anything else is not there. */
export const documentFiles: readonly string[] = [
  ...documentIds.flatMap((id) => documentLanguages.map((language) => documentFile(id, language))),
  exampleConfigurationFile,
];

/** A page reads the document in its language; a language without documents, the English one. */
export const documentLanguageOf = (locale: string): DocumentLanguage =>
  documentLanguages.find((language) => locale.startsWith(language)) ?? 'en';
