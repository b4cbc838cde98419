/**
 * Boots the app on a throwaway SQLite database and writes the document it serves at /api/docs-json to the
 * given file, so tools nobody here wrote (redocly lint in scripts/test.mjs) judge exactly what clients get.
 */
import * as fs from 'node:fs';
import { startTestApp } from './test-app';
import { createTestDatabase } from './test-database';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node write-openapi-document.js <file.json>');
  const sut = await startTestApp({ database: await createTestDatabase('sqlite') });
  try {
    const response = await sut.http.get('/api/docs-json');
    if (response.status !== 200) throw new Error(`/api/docs-json answered ${response.status}`);
    fs.writeFileSync(target, JSON.stringify(response.body, null, 2));
  } finally {
    await sut.close();
    await sut.database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
