// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * ARCHITECTURE.md's layers: a feature reaches another only through its index.ts; components know
 * no features; lib knows neither; nothing imports app.
 */
const layerZones = [
  ...features.flatMap((target) =>
    features
      .filter((source) => source !== target)
      .map((source) => ({
        target: `./src/features/${target}`,
        from: `./src/features/${source}`,
        except: ['./index.ts'],
        message: `Import ${source} through its public surface '@/features/${source}'.`,
      })),
  ),
  { target: './src/components', from: ['./src/features', './src/app'], message: 'Design-system components know nothing of features or the app.' },
  { target: './src/lib', from: ['./src/features', './src/components', './src/app'], message: 'lib is plumbing: it imports no UI, features or app.' },
  { target: './src/features', from: './src/app', message: 'Nothing imports app.' },
  { target: './mocks', from: './src/app', message: 'Nothing imports app.' },
];

export default tseslint.config(
  {
    ignores: ['dist', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'coverage', '**/__screenshots__'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export names explicitly: a public surface lists what it offers.' },
      ],
    },
  },
  {
    // Production code never reaches into the fake backend; only the app's demo switch loads it, lazily.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/main.tsx', '**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/*', '**/mocks/*'], message: 'Only src/app/main.tsx may load the fake backend.' },
            { regex: '^@/lib/[^/]+/.+', message: "Import lib modules through their index (e.g. '@/lib/http')." },
            { regex: '^@/features/[^/]+/.+', message: "Import a feature through its index ('@/features/name')." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/main.tsx'],
    rules: {
      // The one document-wide stylesheet entry.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/lib/(?!theme/styles$)[^/]+/.+' }] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/lib/(?!theme$)', message: 'Components may use only the theme from lib.' },
            { group: ['react-router', '@tanstack/*'], message: 'Components know no routes and fetch nothing.' },
          ],
        },
      ],
    },
  },
  {
    // The fake backend shares types with src, never its runtime code.
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*'], allowTypeImports: true, message: 'mocks import only types from src.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'vitest.*.ts', '.ci/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
