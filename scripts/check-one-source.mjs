#!/usr/bin/env node
/**
 * One source per fact, on the backend side (the web app's twin is frontend/src/one-source.test.ts): a status, role,
 * category or kind is never retyped in backend/src as a union of its string values; its type comes from vocabulary/
 * (`AdStatus`, `Role`, `OutboxStatus`...). Read with the TypeScript parser, so comments and tests never count; a literal
 * that only compares or selects (`status === 'approved'`, `IN ('pending', 'approved')`) reads a value and is fine.
 * Needs vocabulary/dist (npm run build). Exit 1 with each retyped union.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const ts = require('typescript');
const vocabulary = require('@community/vocabulary');

const ENUMERATIONS = Object.fromEntries(
  Object.entries(vocabulary).filter(
    ([name, list]) =>
      /(STATUSES|ROLES|CATEGORIES|CATEGORY_NAMES|KINDS|DELIVERIES|MODES|SUBJECTS|GENDERS|ANSWERS)$/.test(name) &&
      Array.isArray(list) &&
      list.every((value) => typeof value === 'string'),
  ),
);
if (vocabulary.BUSINESS_GROUP_STATUS) ENUMERATIONS.BUSINESS_GROUP_STATUS = Object.keys(vocabulary.BUSINESS_GROUP_STATUS);
for (const expected of ['ROLES', 'AD_STATUSES', 'CONVERSATION_STATUSES', 'REPORT_STATUSES']) {
  if (!ENUMERATIONS[expected]) throw new Error(`vocabulary no longer exports ${expected}: update scripts/check-one-source.mjs`);
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.includes('/migrations/') ? [path] : [];
  });
}

const retyped = [];
const files = sourceFiles(join(root, 'backend/src'));
for (const path of files) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isUnionTypeNode(node)) {
      const values = node.types.flatMap((member) => (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [member.literal.text] : []));
      for (const [name, list] of Object.entries(ENUMERATIONS)) {
        const shared = values.filter((value) => list.includes(value));
        if (shared.length >= 2) {
          const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          retyped.push(`${relative(root, path)}:${line}: ${shared.map((value) => `'${value}'`).join(' | ')} retypes ${name}`);
        }
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
}

for (const line of retyped) console.log(`  ✗ ${line}`);
console.log(`one source: ${files.length} backend files, ${Object.keys(ENUMERATIONS).length} enumerations, ${retyped.length} retyped unions`);
process.exit(retyped.length ? 1 : 0);
