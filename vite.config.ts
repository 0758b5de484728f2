import { fileURLToPath, URL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // The size budget reads the manifest to tell entry chunks from lazy ones.
    manifest: true,
    sourcemap: true,
  },
});
