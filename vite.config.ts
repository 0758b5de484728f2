import { fileURLToPath, URL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/**
 * The fake backend sets no cookies: MSW's cookie jar (tough-cookie and its public-suffix list, about
 * 100 KB gzip) is replaced by an empty one, so the demo's fake backend is small when it starts.
 */
const noCookieJar = { 'tough-cookie': fileURLToPath(new URL('./mocks/no-cookie-jar.ts', import.meta.url)) };

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The service worker (src/app/sw.ts) with the list of the app's files to keep; the app registers
    // it itself (src/app/pwa.ts), and only against a real API: in demo mode MSW's worker holds the scope.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,woff2,wav}'], globIgnores: ['mockServiceWorker.js'], rollupFormat: 'iife' },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { ...alias, ...noCookieJar } },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // The size budget reads the manifest to tell entry chunks from lazy ones.
    manifest: true,
    sourcemap: true,
  },
});
