import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isPlanningBuild, loadTogether, type LoadTogether } from './build/chunk-groups.ts';
import { contentSecurityPolicyFiles } from './build/content-security-policy.ts';
import { iconSprite } from './build/icon-sprite.ts';
import { prebuiltSampleData } from './build/prebuilt-sample-data.ts';
import { sampleFakerLocales } from './build/sample-faker-locales.ts';
import { messagesChunkOf } from './src/lib/i18n/namespaces.ts';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/**
 * The fake backend sets no cookies: MSW's cookie jar (tough-cookie and its public-suffix list, about
 * 100 KB gzip) is replaced by an empty one, so the demo's fake backend is small when it starts.
 */
const noCookieJar = { 'tough-cookie': fileURLToPath(new URL('./mocks/no-cookie-jar.ts', import.meta.url)) };

/**
 * React Router's package sends every environment to its development build, warnings included
 * (remix-run/react-router#14102). A production build takes the production build the package ships
 * beside it; the workbench and the dev server keep the warnings.
 */
const reactRouterProductionBuild: Plugin = {
  name: 'react-router-production-build',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    if (source === 'react-router') return fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
  },
};

/**
 * The built page's stylesheets go to the end of the body. In the head they would hold back every
 * paint until they arrive; after index.html's start screen they hold back only the app's script
 * (scripts wait for earlier stylesheets), so the start screen paints at once and the app still
 * renders styled.
 */
function startScreenFirst(): Plugin {
  return {
    name: 'start-screen-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html);
        return rest.replace('</body>', `${stylesheets.map((link) => `  ${link.trim()}\n`).join('')}  </body>`);
      },
    },
  };
}

/**
 * The text's font (Inter, Latin: every locale shows Latin text) is asked for in the page's head. Found
 * by the stylesheet only when the first page lays out its text, it came after the app's scripts and
 * the page's first data, and held back the page's first full paint.
 */
function preloadTextFont(): Plugin {
  let base = '/';
  return {
    name: 'preload-text-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(({ fileName }) => /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(fileName));
        if (!font) throw new Error('preload-text-font: the build has no Inter (Latin) font file; was the font package changed?');
        // Fonts are fetched without credentials (CORS mode): the preload must say so, or the page fetches the font twice.
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The demo's service worker and MSW's worker script it imports (both copied from public/). */
const fakeBackendWorkerFiles = ['fake-backend-worker.js', 'mockServiceWorker.js'];

/**
 * A build for a real API has no fake backend, so the fake backend's worker scripts have no business
 * there: a page could otherwise be made to register them. Only demo builds keep them.
 */
function fakeBackendWorkerInDemoOnly(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fake-backend-worker-in-demo-only',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      if (!process.env.VITE_API_URL?.trim()) return;
      for (const file of fakeBackendWorkerFiles) rmSync(join(outDir, file), { force: true });
    },
  };
}

/**
 * React Aria ships its own strings (a combo box's "Show suggestions", a date field's labels) in 34
 * languages, each bundled with the component that speaks. The app speaks German, English and Arabic
 * (de-AT, en-US, en-AT, ar-SA; React Aria matches a region it lacks by language), so the build keeps
 * those three. The test runs use the prebundled library with every language.
 */
const reactAriaLanguages = { ...optimizeLocales.vite({ locales: ['de', 'en', 'ar'] }), apply: 'build' as const };

/**
 * What the entry script imports before the first screen is one chunk, not a dozen small files shared
 * with lazy chunks; everything else is split by which lazy chunks share it.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'start', tags: ['$initial'], priority: 100 },
  // The messages: per locale, the start's namespaces in one chunk and the other pages' in another.
  // (Their lists import the bundler's preload helper, which stays with the entry.)
  { name: (id) => messagesChunkOf(id), test: (id) => messagesChunkOf(id) !== null, priority: 200, includeDependenciesRecursively: false },
];

/**
 * What loads together, one chunk each (build/chunk-groups.ts): what every page starts with (the
 * route frame, the error pages, the demo tools); what the signed-in frame and top bar (and in demo
 * mode the fake backend's start) share with the guest pages (sign-in), apart, so that those load no
 * more than they use; the validation library, which the forms share; the frame itself (navigation,
 * top bar, their menus and popovers) with a session's live side (presence, calls); what a signed-in
 * page adds (the top bar's search, shortcuts, messages, notifications and team chat); the fake
 * backend's start with the areas every page asks first (navigation, the demo switches, the user,
 * which the home's heading waits for); the mails, which the navigation's unread badge reads, apart
 * from the areas the top bar's panels ask for, which come after the first page is drawn; and the
 * field code the sign-in form shares with the search line, which loads when the search is first
 * wanted. The sign-in pages then load three files (the form library, the inputs they share with
 * other pages' forms and lists, their own code) instead of a dozen, and the template apps share one
 * kit of what at least five of them use (list boxes, dialogs, tags, the page title): a browser
 * fetches a few files at a time from one host, and each small file waits its turn. Everything else
 * is split by which chunks share it. Each part is what its modules loaded anyway, in one file
 * instead of dozens.
 */
const slices = (names: string[]) => names.map((slice) => `src/features/${slice}/index.ts`);
const areas = (names: string[]) => names.map((area) => `mocks/handlers/${area}.ts`);
const signInPages = 'src/features/auth/route.tsx';
/**
 * The template apps, one route module per feature (the first that `src/app/template-apps.ts` lists:
 * the four dashboards count as one app).
 */
const templateAppRoutes = (() => {
  const screens = readFileSync(new URL('./src/app/template-apps.ts', import.meta.url), 'utf8');
  const routes = [...screens.matchAll(/import\('@\/(features\/([\w-]+)\/[\w/-]+)'\)/g)].map(([, path, feature]) => ({
    path: `src/${path}.tsx`,
    feature,
  }));
  return routes.filter((route, index) => routes.findIndex(({ feature }) => feature === route.feature) === index).map(({ path }) => path);
})();
const frame = ['src/features/shell/frame.ts', ...slices(['realtime'])];
const signedInStart = slices(['search', 'shortcuts', 'messages', 'notifications', 'quick-chat']);
/** The fake backend's start in demo mode, with the areas every page asks first. */
const fakeBackendStart = ['mocks/browser.ts', ...areas(['common-navigation', 'demo', 'common-user'])];
const parts: LoadTogether[] = [
  { name: 'shell', from: ['src/features/error-pages/route.tsx', 'src/features/shell/route.tsx', ...slices(['demo-tools'])] },
  // The fake backend's start validates with the forms' library, which the sign-in page loads too: in the
  // fake backend's chunk, that library would make the sign-in page wait for the fake backend.
  { name: 'controls', from: [...frame, ...signedInStart, ...fakeBackendStart], within: [signInPages] },
  // Built for a real API, nothing of the frame validates: the library is a chunk of its own for the forms.
  { name: 'validation', from: ['src/lib/validation/index.ts'] },
  { name: 'fake-backend', from: fakeBackendStart },
  { name: 'frame', from: frame },
  { name: 'session', from: signedInStart },
  { name: 'mail-store', from: ['mocks/handlers/mail-store.ts'] },
  // With them the upload checks the contacts' and the mailbox's areas share: alone, a file of its own on every app's page.
  { name: 'fake-backend-session', from: [...areas(['common-inbox', 'common-shortcuts', 'apps-chat', 'realtime']), 'mocks/file-types.ts'] },
  { name: 'fields', from: [signInPages], within: ['src/features/search/SearchField.tsx'] },
  { name: 'form-library', from: [signInPages], within: ['node_modules/react-hook-form/dist/index.esm.mjs'] },
  { name: 'inputs', from: ['src/components/TextField/TextField.tsx', 'src/components/Checkbox/Checkbox.tsx'], within: [signInPages] },
  { name: 'sign-in', from: [signInPages] },
  // The navigation's modal focus scope, apart from the kit: a phone's navigation loads it, not the kit's menus and dialogs.
  { name: 'navigation-dialog', from: ['src/components/navigation/NavigationDialog.tsx'] },
  // With the boundary around an app's opened item: four apps use it, and alone it was one more file for each.
  { name: 'app-kit', from: [...templateAppRoutes, 'src/components/LazyPart/LazyPartBoundary.tsx'], sharedBy: 5 },
];
const partChunks = loadTogether(parts, fileURLToPath(import.meta.url));

/** The plugins that write the app's output files besides its chunks: not for the build that plans the parts. */
const outputFilePlugins = () => [
  startScreenFirst(),
  preloadTextFont(),
  fakeBackendWorkerInDemoOnly(),
  contentSecurityPolicyFiles(),
  // The service worker (src/app/sw.ts) with the list of the app's files to keep; the app registers
  // it itself (src/app/pwa.ts), and only against a real API: in demo mode MSW's worker holds the scope.
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: { globPatterns: ['**/*.{js,css,html,svg,woff2,wav}'], globIgnores: fakeBackendWorkerFiles, rollupFormat: 'iife' },
    devOptions: { enabled: false },
  }),
];

export default defineConfig({
  plugins: [
    reactRouterProductionBuild,
    reactAriaLanguages,
    sampleFakerLocales(),
    prebuiltSampleData(alias),
    iconSprite(),
    react(),
    vanillaExtractPlugin(),
    ...(isPlanningBuild() ? [] : outputFilePlugins()),
    partChunks.plugin,
  ],
  resolve: { alias: { ...alias, ...noCookieJar } },
  // react-aria's virtualiser asks the environment whether to render every row (a test in jsdom) or
  // only those in view; a browser has no \`process\`, and here rows are always virtualised.
  define: { 'process.env.VIRT_ON': 'true' },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // The size budget reads the manifest to tell entry chunks from lazy ones.
    manifest: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: [...chunkGroups, ...partChunks.groups] } } },
  },
});
