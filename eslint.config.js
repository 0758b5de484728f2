// @ts-check
import { readdirSync } from 'node:fs';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const slicesOf = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const code = '{ts,tsx}';
const notTestsOrStories = ['**/*.stories.tsx', '**/*.test.{ts,tsx}'];

/**
 * Relative imports stay inside their slice: a file N folders deep in a slice may climb at most N
 * levels. Anything else goes through '@/' and so meets the layer rules. `slice` is a folder glob
 * (`src/lib/*`) or one feature's folder; one config per depth, since a later config replaces
 * an earlier one's options for the same rule.
 */
const sliceConfigs = (slice, patterns) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`${slice}/${'*/'.repeat(depth)}*.${code}`],
    ignores: notTestsOrStories,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(\\.\\./){${depth + 1},}`, message: 'Leave a slice through its public surface: import from "@/...".' },
            ...patterns,
          ],
        },
      ],
    },
  }));

/** ARCHITECTURE.md's layers, per top-level folder. */
function layerPatterns(base) {
  const app = { regex: '^@/app(/|$)', message: 'Nothing imports app.' };
  const mocks = { regex: '^@mocks(/|$)', message: 'Only src/app/main.tsx loads the fake backend.' };
  const deepLib = { regex: '^@/lib/[^/]+/.+', message: "Import lib through a slice's index (e.g. '@/lib/http')." };
  const deepFeature = { regex: '^@/features/[^/]+/.+', message: "Import a feature through its index ('@/features/name')." };
  const deepComponent = { regex: '^@/components/.+', message: "Import the design system from '@/components'." };
  switch (base) {
    case 'src/features':
      return [app, mocks, deepLib, deepFeature, deepComponent];
    case 'src/components':
      return [
        app,
        mocks,
        { regex: '^@/features(/|$)', message: 'Design-system components know nothing of features.' },
        { regex: '^@/lib/(?!theme$)', message: 'Components use only the theme from lib.' },
        { regex: '^(react-router|@tanstack/react-query)', message: 'Components know no routes and fetch nothing.' },
      ];
    case 'src/lib':
      return [app, mocks, deepLib, { regex: '^@/(features|components)(/|$)', message: 'lib is plumbing: no UI, no features.' }];
    default:
      return [];
  }
}

const features = slicesOf('./src/features');

/** zod is configured once for the Content-Security-Policy (no eval); it is used only as configured. */
const zodThroughValidation = {
  name: 'zod',
  message: "Import zod from '@/lib/validation', where it is set up to run without eval.",
  allowTypeImports: true,
};

const noExportAll = { selector: 'ExportAllDeclaration', message: 'Export names explicitly: a public surface lists what it offers.' };

/** HTML reaches the page through one sanitising door, so a corpus test of that door covers every sink. */
const noRawHtml = {
  selector:
    "JSXAttribute[name.name='dangerouslySetInnerHTML'], AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]",
  message: 'Render server HTML with <SafeHtml> or <Markdown>: they sanitise it by one of the three profiles.',
};

/**
 * An API path is written once, in its area's `endpoints.ts`, which the feature's calls and the fake
 * backend's handlers both read; a test or a story may spell one out, as the wire has it.
 */
const noApiPathOutsideEndpoints = {
  selector: 'Literal[value=/^api\\/[a-z]/], TemplateElement[value.raw=/^api\\/[a-z]/]',
  message: "Take the path from the area's endpoints.ts (with fillPath for a path parameter).",
};

/**
 * The app calls an endpoint through its contract (`http.call(contactsEndpoints.contact, {query})`), so that
 * the method, the request and the answer are the ones the fake backend answers; `http.request` stays for
 * an address that is no endpoint (a markdown file's `src`).
 */
const noCallOutsideContract = {
  selector: "CallExpression[callee.object.name='http'][callee.property.name=/^(get|post|put|patch|delete)$/]",
  message: 'Call the endpoint through its contract: http.call(areaEndpoints.name, { query, body }).',
};

/** `import()` meets the same layer rules as `import`: a lazy chunk is still a dependency. */
const dynamicImportRules = [
  {
    selector: 'ImportExpression[source.value=/^@\\/features\\/[^/]+\\/./]',
    message: "Load another feature through its index, with import() too ('@/features/name').",
  },
  { selector: 'ImportExpression[source.value=/^@\\/app(\\/|$)/]', message: 'Nothing imports app.' },
  { selector: 'ImportExpression[source.value=/^@mocks(\\/|$)/]', message: 'Only src/app/main.tsx loads the fake backend.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      'public/fake-backend-worker.js',
      'coverage',
      '**/__screenshots__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks, '@eslint-community/eslint-comments': eslintComments },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A rule switched off says why, after "--", where the next reader looks.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      // Only matters under the React Compiler, which this project does not use (TanStack Virtual trips it).
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-duplicate-imports': 'error',
      'no-restricted-syntax': ['error', noExportAll, noRawHtml],
    },
  },
  {
    files: [`{src,mocks}/**/*.${code}`],
    ignores: [...notTestsOrStories, '**/endpoints.ts', 'mocks/areas.ts'],
    rules: {
      'no-restricted-syntax': ['error', noExportAll, noRawHtml, noApiPathOutsideEndpoints],
    },
  },
  {
    // The app's client (the fake backend's `http` is MSW's).
    files: [`src/app/**/*.${code}`],
    ignores: notTestsOrStories,
    rules: {
      'no-restricted-syntax': ['error', noExportAll, noRawHtml, noApiPathOutsideEndpoints, noCallOutsideContract],
    },
  },
  // The design system is one slice: components build on each other with relative imports.
  ...sliceConfigs('src/components', layerPatterns('src/components')),
  ...sliceConfigs('src/lib/*', layerPatterns('src/lib')),
  {
    // The top-level files of lib (env, paths, shell slots) meet lib's rules too.
    files: [`src/lib/*.${code}`],
    ignores: notTestsOrStories,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'Leave lib through "@/...".' }, ...layerPatterns('src/lib')] },
      ],
    },
  },
  {
    files: [`src/{features,lib}/**/*.${code}`],
    ignores: notTestsOrStories,
    rules: {
      'no-restricted-syntax': ['error', noExportAll, noRawHtml, noApiPathOutsideEndpoints, noCallOutsideContract, ...dynamicImportRules],
    },
  },
  {
    // The design system fetches only through a client it is given (the markdown component's `http`).
    files: [`src/components/**/*.${code}`],
    ignores: notTestsOrStories,
    rules: {
      'no-restricted-syntax': ['error', noExportAll, noRawHtml, noApiPathOutsideEndpoints, ...dynamicImportRules],
    },
  },
  {
    // Where the paths are written: the rules above, without the one that sends paths here.
    files: [`src/**/endpoints.ts`],
    rules: {
      'no-restricted-syntax': ['error', noExportAll, noRawHtml, ...dynamicImportRules],
    },
  },
  ...features.flatMap((feature) =>
    sliceConfigs(`src/features/${feature}`, [
      ...layerPatterns('src/features'),
      { regex: `^@/features/${feature}$`, message: 'Inside a feature, import its own files relatively.' },
    ]),
  ),
  {
    files: [`src/app/**/*.${code}`],
    ignores: ['src/app/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: layerPatterns('src/features').filter((pattern) => !pattern.regex.startsWith('^@/app')) },
      ],
    },
  },
  {
    files: ['src/app/main.tsx'],
    rules: {
      // The one stylesheet entry and the one (lazy) door to the fake backend.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/lib/(?!theme/styles$)[^/]+/.+' }] }],
    },
  },
  {
    // The fake backend shares types with src, and the entities' schemas (a feature's schemas.ts holds
    // only zod), never other runtime code. The tests and their harness (node.ts) talk to it through the
    // app's own HTTP client, as the app does.
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/**/*.test.ts', 'mocks/node.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [zodThroughValidation],
          // The image-address filter too: the fake backend refuses exactly the addresses no screen would show;
          // and the table of who may open which page: it refuses a page's data to exactly the roles the app keeps out.
          patterns: [
            {
              regex:
                '^@/(?!features/[^/]+/(schemas|endpoints)$|lib/push/endpoints$|lib/contract$|lib/validation$|components/Avatar/image-source$|features/user/page-access$)',
              allowTypeImports: true,
              message:
                "mocks import only types, features' schemas and endpoints (and push's) with their contracts, zod, the image-address filter and the page-access table from src.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'vitest.*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A cycle makes load order matter and defeats lazy chunks: none between modules of the app or the fake backend.
    files: [`{src,mocks,stories,.storybook}/**/*.${code}`],
    plugins: { 'import-x': importX },
    settings: {
      // How the rule reads the modules it follows: TypeScript's parser, and tsconfig's paths (`@/`, `@mocks/`).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // vanilla-extract gives a stylesheet the CSS of every stylesheet it evaluates: through the
    // design system's index, that is every component's, and the page would load them all.
    files: ['src/**/*.css.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './src/components/index.ts',
              message: "A stylesheet takes shared values from '@/lib/theme', not the design system's index.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`{src,stories,.storybook}/**/*.${code}`],
    ignores: ['src/lib/validation/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [zodThroughValidation] }] },
  },
  ...storybook.configs['flat/recommended'],
);
