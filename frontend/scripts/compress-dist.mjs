// Writes a .br and a .gz copy beside every text file of the build, once, at the best settings; the API serves them
// to browsers that accept them (@fastify/static preCompressed), so no CPU is spent compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(?:html|js|css|svg|json|txt)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(dist)) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  brotli += br.length;
  count++;
}
console.log(`compressed ${count} files: ${(raw / 1024).toFixed(0)} kB -> ${(brotli / 1024).toFixed(0)} kB brotli (and .gz copies)`);
