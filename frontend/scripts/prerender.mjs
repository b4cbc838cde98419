// Runs after both Vite builds: writes each public page's HTML, rendered by the app's own components, into dist.
// '/' becomes dist/index.html, '/business' dist/business/index.html; app-shell.html is the empty page for every other route.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const dist = join(frontend, 'dist');
const { renderPage, pageTitle, PRERENDERED_ROUTES } = await import(join(frontend, 'dist-ssr', 'render-page.js'));

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);
writeFileSync(join(dist, 'app-shell.html'), shell);

for (const route of PRERENDERED_ROUTES) {
  const { html, styleTags } = await renderPage(route);
  // The content security policy allows no inline script; a pre-rendered page must not need one.
  if (/<script/i.test(html)) throw new Error(`pre-rendered ${route} contains an inline <script>`);
  const title = pageTitle(route).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('dist/index.html has no <title> to name the page');
  const page = shell.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`).replace('</head>', `${styleTags}\n  </head>`).replace(ROOT, `<div id="root">${html}</div>`);
  const file = join(dist, route === '/' ? '' : route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`pre-rendered ${route.padEnd(18)} -> ${file.slice(frontend.length)} (${(page.length / 1024).toFixed(1)} kB)`);
}
