// Which browser chunks a pre-rendered route needs besides its entry: the lazy modules its render loaded (in the SSR
// build, seen by scripts/record-module-loads.mjs), found by their source path in the browser build's Vite manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const readManifest = (dir) => {
  const file = join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the Vite builds run with --manifest (package.json)`);
  return JSON.parse(readFileSync(file, 'utf8'));
};

export function routeChunks(dist, distSsr) {
  const browser = readManifest(dist);
  const ssr = readManifest(distSsr);
  const sourceOfSsrFile = new Map(
    Object.entries(ssr)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([source, chunk]) => [chunk.file, source]),
  );

  /** Every file the browser loads for these manifest keys: the chunk and, depth first, its static imports. */
  function filesOf(keys, seen = new Set()) {
    for (const key of keys) {
      const chunk = browser[key];
      if (!chunk || seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      filesOf(chunk.imports ?? [], seen);
    }
    return seen;
  }

  /** The browser files of the lazy modules among these loaded module URLs (file: URLs from the loader hook). */
  return function chunksFor(loadedUrls) {
    const sources = loadedUrls
      .filter((url) => url.startsWith('file:'))
      .map((url) => relative(distSsr, fileURLToPath(url)).split(sep).join('/'))
      .map((file) => sourceOfSsrFile.get(file))
      .filter(Boolean);
    return [...filesOf(sources)];
  };
}
