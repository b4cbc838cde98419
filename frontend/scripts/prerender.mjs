// Runs after both Vite builds: writes each public page's HTML, rendered by the app's own components, into dist.
// '/' becomes dist/index.html, '/business' dist/business/index.html; app-shell.html is the empty page for every other route.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { routeChunks } from './route-chunks.mjs';

// The pages are rendered by the same builds of React, MUI and Emotion as the browser runs: in development mode MUI
// adds a label to each generated class name (css-1g9avqf-MuiTypography-root where the browser makes css-1g9avqf),
// so the browser found none of the pre-rendered styles it asked for and inserted all of them again while hydrating.
process.env.NODE_ENV = 'production';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const dist = join(frontend, 'dist');
const distSsr = join(frontend, 'dist-ssr');

// Every module loaded from here on is reported on this port (scripts/record-module-loads.mjs).
const moduleLoads = new MessageChannel();
moduleLoads.port1.unref();
register('./record-module-loads.mjs', import.meta.url, { data: { port: moduleLoads.port2 }, transferList: [moduleLoads.port2] });
/** The modules loaded since the last call: the hook posts before a module loads, so its message is already queued. */
function modulesLoadedSince() {
  const urls = [];
  for (let message; (message = receiveMessageOnPort(moduleLoads.port1));) urls.push(message.message);
  return urls;
}

const { renderPage, pageTitle, earlyPageRequest, earlyRequestScript, PRERENDERED_ROUTES, LANGUAGES, LANGUAGE_DIRECTIONS } = await import(
  join(distSsr, 'render-page.js')
);
modulesLoadedSince();
const chunksFor = routeChunks(dist, distSsr);
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const englishShell = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!englishShell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);
const HTML = '<html lang="en">';
if (!englishShell.includes(HTML)) throw new Error(`dist/index.html has no ${HTML} to set the language on`);

/**
 * Every language's pages: English at the route's own path (dist/index.html, dist/business/index.html), each other
 * language under dist/i18n/<language>/ with its own app shell. The server picks one by the cookie, then
 * Accept-Language (backend/src/web-app/client-route-pages.ts). `<html lang dir>` is in the first bytes of each, so
 * the browser lays the page out in its direction from the start.
 */
const LANGUAGE_DIR = 'i18n';
const pageDir = (language) => (language === 'en' ? dist : join(dist, LANGUAGE_DIR, language));

// The browser files of a language's own chunks (its catalog, the right-to-left styles), named in its pages' <head>
// so they load beside the entry, before hydration needs them (main.tsx waits for them).
const browserManifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
function languageChunkTags(language) {
  if (language === 'en') return '';
  const sources = [`../vocabulary/src/catalogs/web-texts.${language}.ts`];
  if (LANGUAGE_DIRECTIONS[language] === 'rtl') sources.push('src/lib/i18n/rtl-cache.ts');
  const files = new Set();
  const add = (key) => {
    const chunk = browserManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(add);
  };
  for (const source of sources) {
    if (!browserManifest[source]) throw new Error(`the browser build has no chunk for ${source}`);
    add(source);
  }
  return [...files]
    .filter((file) => !englishShell.includes(`/${file}"`))
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

const shellOf = (language) =>
  englishShell
    .replace(HTML, `<html lang="${language}" dir="${LANGUAGE_DIRECTIONS[language]}">`)
    .replace('</head>', () => `${languageChunkTags(language)}\n  </head>`);
for (const language of LANGUAGES) {
  mkdirSync(pageDir(language), { recursive: true });
  writeFileSync(join(pageDir(language), 'app-shell.html'), shellOf(language));
}

/**
 * What the page's own code needs, named in its <head> so it loads beside the entry instead of after it. For a page
 * whose content is data, its first API request, started by an inline script whose text is the same on every page (the
 * CSP allows it by its hash), placed first so it starts before the parser reaches anything else.
 */
function earlyRequestTag(route) {
  const early = earlyPageRequest(route);
  if (!early) return '';
  const needsSession = early.needsSession ? ' data-needs-session' : '';
  return `\n    <script data-api-url="${escapeAttribute(early.url)}"${needsSession}>${earlyRequestScript()}</script>`;
}

/** The route's lazy chunks, as Vite names the entry's imports (modulepreload), after the entry's own. */
function routeChunkTags(loadedModules, shell) {
  return chunksFor(loadedModules)
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

// Each language's pages in turn; the route chunks are named on every page (the first page of a language loads them).
const routeModules = new Map();
for (const language of LANGUAGES)
  for (const route of PRERENDERED_ROUTES) {
    const shell = shellOf(language);
    const { html, styleTags } = await renderPage(route, language);
    // The content security policy allows no inline script but the early request's; the page's markup must not need one.
    if (/<script/i.test(html)) throw new Error(`pre-rendered ${route} contains an inline <script>`);
    // A labelled class name (css-…-MuiButton-root) is development MUI: the browser's own classes would not match it.
    const labelled = html.match(/\bcss-[a-z0-9]+-Mui\w+/);
    if (labelled) throw new Error(`pre-rendered ${route} has the development class name ${labelled[0]}`);
    const title = pageTitle(route).replace(/&/g, '&amp;').replace(/</g, '&lt;');
    if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('dist/index.html has no <title> to name the page');
    // A route's lazy modules load in the render of its first language only: the others reuse the list.
    const loaded = modulesLoadedSince();
    if (!routeModules.has(route)) routeModules.set(route, loaded);
    const chunkTags = routeChunkTags(routeModules.get(route), shell);
    const page = shell
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>${earlyRequestTag(route)}`)
      .replace('</head>', () => `${chunkTags}\n  ${styleTags}\n  </head>`)
      .replace(ROOT, () => `<div id="root">${html}</div>`);
    const file = join(pageDir(language), route === '/' ? '' : route.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
    console.log(`pre-rendered ${language} ${route.padEnd(18)} -> ${file.slice(frontend.length)} (${(page.length / 1024).toFixed(1)} kB)`);
  }
// The browser build does not publish its manifest (it names every source file); scripts/bundle-size.mjs reads the kept copy.
copyFileSync(join(dist, '.vite', 'manifest.json'), join(frontend, 'dist-ssr', 'browser-manifest.json'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });
