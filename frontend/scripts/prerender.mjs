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

const { renderPage, pageTitle, earlyPageRequest, earlyRequestScript, PRERENDERED_ROUTES } = await import(join(distSsr, 'render-page.js'));
modulesLoadedSince();
const chunksFor = routeChunks(dist, distSsr);
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);
writeFileSync(join(dist, 'app-shell.html'), shell);

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
function routeChunkTags(loadedModules) {
  return chunksFor(loadedModules)
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

for (const route of PRERENDERED_ROUTES) {
  const { html, styleTags } = await renderPage(route);
  // The content security policy allows no inline script but the early request's; the page's markup must not need one.
  if (/<script/i.test(html)) throw new Error(`pre-rendered ${route} contains an inline <script>`);
  // A labelled class name (css-…-MuiButton-root) is development MUI: the browser's own classes would not match it.
  const labelled = html.match(/\bcss-[a-z0-9]+-Mui\w+/);
  if (labelled) throw new Error(`pre-rendered ${route} has the development class name ${labelled[0]}`);
  const title = pageTitle(route).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('dist/index.html has no <title> to name the page');
  const chunkTags = routeChunkTags(modulesLoadedSince());
  const page = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>${earlyRequestTag(route)}`)
    .replace('</head>', () => `${chunkTags}\n  ${styleTags}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>`);
  const file = join(dist, route === '/' ? '' : route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`pre-rendered ${route.padEnd(18)} -> ${file.slice(frontend.length)} (${(page.length / 1024).toFixed(1)} kB)`);
}
// The browser build does not publish its manifest (it names every source file); scripts/bundle-size.mjs reads the kept copy.
copyFileSync(join(dist, '.vite', 'manifest.json'), join(frontend, 'dist-ssr', 'browser-manifest.json'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });
