import type { LanguageFn } from 'lowlight';

type GrammarLoader = () => Promise<{ default: LanguageFn }>;

/** The grammars code blocks can be highlighted in; each is its own small chunk, loaded with its first block. */
const grammars = {
  typescript: () => import('highlight.js/lib/languages/typescript'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  bash: () => import('highlight.js/lib/languages/bash'),
  css: () => import('highlight.js/lib/languages/css'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  diff: () => import('highlight.js/lib/languages/diff'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  sql: () => import('highlight.js/lib/languages/sql'),
} satisfies Record<string, GrammarLoader>;

export type Grammar = keyof typeof grammars;

/** What a fence or a file extension may say, and the grammar and name it means. */
const aliases: Record<string, { grammar: Grammar; name: string }> = {
  ts: { grammar: 'typescript', name: 'TypeScript' },
  tsx: { grammar: 'typescript', name: 'TSX' },
  typescript: { grammar: 'typescript', name: 'TypeScript' },
  js: { grammar: 'javascript', name: 'JavaScript' },
  jsx: { grammar: 'javascript', name: 'JSX' },
  mjs: { grammar: 'javascript', name: 'JavaScript' },
  javascript: { grammar: 'javascript', name: 'JavaScript' },
  json: { grammar: 'json', name: 'JSON' },
  sh: { grammar: 'bash', name: 'Shell' },
  shell: { grammar: 'bash', name: 'Shell' },
  bash: { grammar: 'bash', name: 'Bash' },
  css: { grammar: 'css', name: 'CSS' },
  html: { grammar: 'xml', name: 'HTML' },
  xml: { grammar: 'xml', name: 'XML' },
  svg: { grammar: 'xml', name: 'SVG' },
  yaml: { grammar: 'yaml', name: 'YAML' },
  yml: { grammar: 'yaml', name: 'YAML' },
  md: { grammar: 'markdown', name: 'Markdown' },
  markdown: { grammar: 'markdown', name: 'Markdown' },
  diff: { grammar: 'diff', name: 'Diff' },
  cs: { grammar: 'csharp', name: 'C#' },
  csharp: { grammar: 'csharp', name: 'C#' },
  sql: { grammar: 'sql', name: 'SQL' },
};

export interface CodeLanguage {
  /** As the author wrote it (`tsx`); empty for a block without one. */
  id: string;
  /** How the block's label reads it (`TSX`); the author's word for a language without a grammar. */
  name: string;
  grammar: Grammar | null;
}

export function codeLanguage(id: string | undefined): CodeLanguage {
  const key = (id ?? '').trim().toLowerCase();
  const known = aliases[key];
  return known ? { id: key, ...known } : { id: key, name: key, grammar: null };
}

/** A file's language by its extension: `presence.ts` is TypeScript. */
export const languageOfFile = (path: string) => codeLanguage(/\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1]);

export const loadGrammar = (grammar: Grammar) => grammars[grammar]().then((module) => module.default);
