import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const vocabularySource = fileURLToPath(new URL('../vocabulary/src/index.ts', import.meta.url));
// react-admin's router adapter without its fallback hash router (see the file for why). The pattern is ra-core's own
// relative import (ra-core 5.15 dist/routing); if a release renames it, nothing breaks, the first load only grows back.
const adminRouterAdapter = fileURLToPath(new URL('./src/admin/router-inside-app.ts', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The web app compiles the shared vocabulary from source, so no build step sits between them.
    alias: [
      { find: '@community/vocabulary', replacement: vocabularySource },
      { find: /^\.\/adapters\/reactRouterProvider\.js$/, replacement: adminRouterAdapter },
    ],
  },
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: which chunks each module needs; the pre-render reads it (route chunks) and keeps a copy
    // for scripts/bundle-size.mjs outside dist (dist-ssr/browser-manifest.json), so the app never serves it.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20000,
  },
});
