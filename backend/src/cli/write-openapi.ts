import 'reflect-metadata';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadConfig } from '../config/app-config';
import { createApp } from '../app.factory';
import { buildOpenApiDocument } from '../swagger';

/**
 * node dist/src/cli/write-openapi.js <file>: writes the API's OpenAPI document (the one /api/docs-json serves)
 * without a server or a real database, so the web app's build can generate its API types from it.
 */
async function main(): Promise<void> {
  const [target] = process.argv.slice(2);
  if (!target) {
    console.error('usage: node dist/src/cli/write-openapi.js <file>');
    process.exit(2);
  }
  // A throw-away SQLite file and no web app, mail or Google: none of them changes the document.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'openapi-document-only-never-signs-a-token',
      SQLITE_FILE: path.join(workDir, 'openapi.sqlite'),
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      MAIL_OUTBOX_DIR: path.join(workDir, 'outbox'),
      WEB_DIST_DIR: path.join(workDir, 'no-web-app'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
    });
    const app = await createApp(config);
    const document = buildOpenApiDocument(app, config);
    await app.close();
    fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
