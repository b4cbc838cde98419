#!/usr/bin/env node
/**
 * Docs that cannot drift: every file or folder path the README and docs/ name in backticks must exist, so a moved or
 * renamed file fails `npm test` until the page that points at it is corrected. A path is looked for from the
 * repository root and from each workspace and source folder (docs often write `modules/ads/ads.service.ts` or
 * `scripts/prerender.mjs` inside a section about one workspace); build outputs and local files git ignores
 * (dist/, test-output/, .env, the generated API schema) are allowed to be absent.
 * Exit 1 with the list of dangling paths.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const BASES = [
  '',
  'backend',
  'backend/src',
  'backend/src/modules',
  'backend/test',
  'backend/test/api',
  'frontend',
  'frontend/src',
  'frontend/src/admin',
  'frontend/e2e',
  'vocabulary',
  'vocabulary/src',
];
// A backticked token is taken as a path when it has a folder separator and ends in a file extension or a slash.
const PATH = /`((?:\.{0,2}\/)?[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.[\]-]+)*\/?)`/g;
const LOOKS_LIKE_FILE = /\/[^/]*\.(ts|tsx|mjs|cjs|js|json|md|yml|yaml|sh|css|html|sql)$|\/$/;

const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const dangling = [];
let checked = 0;
for (const page of pages) {
  const text = readFileSync(join(root, page), 'utf8');
  for (const [, token] of text.matchAll(PATH)) {
    if (!token.includes('/') || !LOOKS_LIKE_FILE.test(token) || token.startsWith('/') || token.includes('://')) continue;
    const path = token.replace(/^\.\//, '');
    checked += 1;
    if (BASES.some((base) => existsSync(join(root, base, path)))) continue;
    if (BASES.some((base) => ignored(join(base, path)))) continue;
    dangling.push(`${page}: \`${token}\` names no file`);
  }
}

function ignored(path) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

for (const line of dangling) console.log(`  ✗ ${line}`);
console.log(`docs: ${pages.length} pages, ${checked} paths named, ${dangling.length} dangling`);
process.exit(dangling.length ? 1 : 0);
