// After a build, prints what each pre-rendered public page loads first and its gzip size: the scripts, module
// preloads and styles its HTML names, plus the lazy chunk of its route (and that chunk's imports), which the page
// fetches while it hydrates whether or not its HTML preloads it. Vite's manifest maps the route's module to chunks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const frontend = new URL('..', import.meta.url).pathname;
const dist = join(frontend, 'dist');
// The browser build's Vite manifest, kept out of dist by scripts/prerender.mjs.
const manifest = JSON.parse(readFileSync(new URL('../dist-ssr/browser-manifest.json', import.meta.url), 'utf8'));
const verbose = process.argv.includes('--files');

/** The route table's lazy pages: path -> the module its lazy import names (read from src/app/routes.tsx). */
function routeModules() {
  const source = readFileSync(join(frontend, 'src', 'app', 'routes.tsx'), 'utf8');
  const lazyModules = new Map([...source.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\.\/([^']+)'\)\)/g)].map(([, name, path]) => [name, `src/${path}`]));
  const modules = new Map();
  for (const [, path, name] of source.matchAll(/path: '([^']+)', element: [^\n]*?<(\w+) \/>/g)) {
    const module = lazyModules.get(name);
    if (!module) continue;
    const key = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => module + ending).find((file) => manifest[file]);
    if (key && !modules.has(path)) modules.set(path, key);
  }
  return modules;
}

/** A manifest entry's chunk, styles and static imports, recursively. */
function chunkClosure(key, files = new Set()) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return files;
  files.add(entry.file);
  for (const css of entry.css ?? []) files.add(css);
  for (const imported of entry.imports ?? []) chunkClosure(imported, files);
  return files;
}

const gzipSizes = new Map();
function sizes(file) {
  if (!gzipSizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    gzipSizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipSizes.get(file);
}

function pages(dir = dist) {
  const found = existsSync(join(dir, 'index.html')) ? [join(dir, 'index.html')] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.')) found.push(...pages(join(dir, entry.name)));
  }
  return found;
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const routes = routeModules();
console.log(`${'page'.padEnd(18)} ${'html files'.padStart(10)} ${'html gzip'.padStart(10)} ${'+ route chunk gzip'.padStart(19)} ${'raw'.padStart(10)}`);
for (const html of pages()) {
  const route = `/${relative(dist, html).replace(/\/?index\.html$/, '')}`;
  const named = [...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const all = new Set(named);
  if (routes.has(route)) chunkClosure(routes.get(route), all);
  const total = (files, key) => [...files].reduce((sum, file) => sum + sizes(file)[key], 0);
  const fromHtml = total(new Set(named), 'gzip');
  console.log(
    `${route.padEnd(18)} ${String(named.length).padStart(10)} ${kB(fromHtml).padStart(10)} ${kB(total(all, 'gzip')).padStart(19)} ${kB(total(all, 'raw')).padStart(10)}`,
  );
  if (verbose)
    for (const file of all) console.log(`    ${file.padEnd(48)} gzip ${kB(sizes(file).gzip).padStart(9)}${named.includes(file) ? '' : '  (route chunk)'}`);
}
console.log("Aim: the home page (/) at most 120 kB gzip. --files lists each page's files.");
