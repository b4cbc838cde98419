import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// `@community/vocabulary` is the vocabulary with its text tables in the reader's language (src/lib/i18n/vocabulary.ts);
// `@community/vocabulary/<file>` is the vocabulary's own source file (the catalogs, and the localized module's import).
const localizedVocabulary = fileURLToPath(new URL('./src/lib/i18n/vocabulary.ts', import.meta.url));
const vocabularySource = fileURLToPath(new URL('../vocabulary/src/', import.meta.url));
// react-admin's router adapter without its fallback hash router (see the file for why). The pattern is ra-core's own
// relative import (ra-core 5.15 dist/routing); if a release renames it, nothing breaks, the first load only grows back.
const adminRouterAdapter = fileURLToPath(new URL('./src/admin/router-inside-app.ts', import.meta.url));
const api = 'http://localhost:3000';

// MUI's own fallback themes (`styles/defaultTheme`, the one every styled component falls back on, and Box's) call
// `createTheme()`, which imports the CSS-variables theme builder too and picks one at run time, so the bundler keeps
// both: about 4 kB (gzip) on every first load. With no options `createTheme()` returns `createThemeNoVars()` (MUI's
// own branch for `cssVariables: false` without `colorSchemes`); these two imports go straight to it, as upstream's
// mui/material-ui#48607 does for defaultTheme. The public `createTheme` (react-admin's) is left as it is. If a release
// moves these files, nothing breaks: the first load only grows back.
const muiStyles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'styles');
const createThemeNoVars = join(muiStyles, 'createThemeNoVars.mjs');
const boxThemeModule = '\0mui-box-theme-without-css-variables';
function muiFallbackThemesWithoutCssVariables(): Plugin {
  return {
    name: 'mui-fallback-themes-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './createTheme.mjs' && importer?.endsWith('/@mui/material/styles/defaultTheme.mjs')) return createThemeNoVars;
      // Box imports nothing else from the styles index.
      if (source === '../styles/index.mjs' && importer?.endsWith('/@mui/material/Box/Box.mjs')) return boxThemeModule;
      return undefined;
    },
    load(id) {
      return id === boxThemeModule ? `export { default as createTheme } from ${JSON.stringify(createThemeNoVars)};` : undefined;
    },
  };
}

// emotion imports hoist-non-react-statics (with its react-is 16) for `withTheme`, which nothing here uses. The package is
// CommonJS without a `sideEffects` field, so the bundler kept it whole in every first load (about 1 kB gzip); its
// module only defines functions and tables, so it may go when nothing calls it.
function hoistNonReactStaticsWithoutSideEffects(): Plugin {
  return {
    name: 'hoist-non-react-statics-without-side-effects',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'hoist-non-react-statics') return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}

// The component tests render in the pseudo-language (src/test/pseudo-language.ts): every catalog text carries two
// invisible marks, which the DOM reads the tests make see through. A test file's (or a test helper's) own
// `@community/vocabulary` is the same vocabulary with its text tables read through the marks too, so
// `getByText(SCREEN_TEXTS.nav.home)` still matches; the tables are the ones lib/i18n/vocabulary.ts exports from its
// tables/ folder, read from that file so a new table needs nothing here.
const vocabularySeenByTests = '\0vocabulary-seen-by-tests';
const testSource = /(\.test\.tsx?|\/src\/test\/[^/]+\.tsx?|\/test-utils\.tsx?)$/;
function vocabularyTablesSeenByTests(): Plugin {
  const pseudoLanguage = fileURLToPath(new URL('./src/test/pseudo-language.ts', import.meta.url));
  return {
    name: 'vocabulary-tables-seen-by-tests',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === localizedVocabulary && importer && testSource.test(importer) && !importer.endsWith('/pseudo-language.ts')) return vocabularySeenByTests;
      return undefined;
    },
    load(id) {
      if (id !== vocabularySeenByTests) return undefined;
      const source = readFileSync(localizedVocabulary, 'utf8');
      const tables = [...source.matchAll(/export \{([^}]*)\} from '\.\/tables\//g)].flatMap((match) =>
        match[1]
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      );
      return [
        `export * from ${JSON.stringify(localizedVocabulary)};`,
        `import * as vocabulary from ${JSON.stringify(localizedVocabulary)};`,
        `import { seenThroughMarks } from ${JSON.stringify(pseudoLanguage)};`,
        ...tables.map((name) => `export const ${name} = seenThroughMarks(vocabulary.${name});`),
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    muiFallbackThemesWithoutCssVariables(),
    hoistNonReactStaticsWithoutSideEffects(),
    ...(process.env.VITEST ? [vocabularyTablesSeenByTests()] : []),
  ],
  resolve: {
    // The web app compiles the shared vocabulary from source, so no build step sits between them.
    alias: [
      { find: /^@community\/vocabulary$/, replacement: localizedVocabulary },
      { find: /^@community\/vocabulary\/(.*)$/, replacement: `${vocabularySource}$1.ts` },
      { find: /^\.\/adapters\/reactRouterProvider\.js$/, replacement: adminRouterAdapter },
      // The app's theme, built the same way (app/theme.ts); MUI's package exports do not name this file.
      { find: /^@mui\/material\/styles\/createThemeNoVars$/, replacement: createThemeNoVars },
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
    rolldownOptions: {
      // Without it, a module reached through a barrel index (`import { Dialog } from '@mui/material'`) counts as part
      // of the entry's static graph even when only a lazy route uses it, and the group below would pull every such
      // MUI component into the first load (204 kB gzip when tried). With it, the barrel's unused re-exports are left
      // out of the graph, so `$initial` is exactly what the first load runs.
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in the entry's one file. Left to itself, Rolldown split what the
          // entry shares with lazy routes into 14 small common chunks, so `/` loaded 15 files and a form page 38-41.
          // On HTTP/1.1 (six connections to an origin) each file costs a round trip: on Lighthouse's simulated Slow
          // 4G that put /business's and /businessnetwork's first data on screen at 2.6 s; in one file, 2.1-2.3 s,
          // and every page loads 4-5 kB less (docs/frontend.md, "One file for the first load"; docs/performance.md).
          groups: [{ name: 'app-start', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // jsdom and the libraries load once per worker instead of once per file; test/reset-stores.ts (run before every
    // file) evaluates the app's modules again and puts the page back, so no store leaks between files (docs/testing.md).
    isolate: false,
    setupFiles: ['./src/test/reset-stores.ts', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20000,
  },
});
