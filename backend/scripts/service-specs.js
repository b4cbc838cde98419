#!/usr/bin/env node
// Runs the fast service tier (every dist/src/**/*.spec.js) in one process. Each spec fakes its repositories
// and holds no global state, so sharing a process is safe, and Nest and TypeORM load once instead of per file.
// Usage: node [--test-reporter=tap] scripts/service-specs.js  (after `npm run build:test`)
const { readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

function specsUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? specsUnder(path) : path.endsWith('.spec.js') ? [path] : [];
  });
}

for (const spec of specsUnder(join(__dirname, '../dist/src')).sort()) require(spec);
