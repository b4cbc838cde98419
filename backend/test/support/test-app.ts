import 'reflect-metadata';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AddressInfo } from 'node:net';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/app.factory';
import { prepareDatabase } from '../../src/database/prepare-database';
import { MailOutboxWorker } from '../../src/modules/mail/mail-outbox.worker';
import { SmtpCatcher } from './smtp-catcher';
import { TestDatabase, createTestDatabase } from './test-database';
import { checkResponses } from './response-checks';

/** 32 bytes, base64: the test apps' DATA_ENCRYPTION_KEY. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

export interface TestApp {
  url: string;
  http: ReturnType<typeof request>;
  app: NestFastifyApplication;
  config: AppConfig;
  dataSource: DataSource;
  mail: SmtpCatcher;
  database: TestDatabase;
  /** Folder holding this app's uploads, outbox and (on SQLite) database. */
  workDir: string;
  /** Resolves when this instance's mail outbox worker has made its attempt at every mail queued so far. */
  mailSettled(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a database (for tests that run two instances on one database). */
  database?: TestDatabase;
  mail?: SmtpCatcher;
  /**
   * False only for a benchmark timing the app as production runs it: the contract check parses and validates every
   * answer inside the request (about 1 ms for a 30 kB list). Tests keep it on.
   */
  checkResponses?: boolean;
}

/**
 * Boots the real app (real guards, pipes, filters, database, SMTP) on a free port, exactly as
 * main.ts does, and returns a supertest client pointed at it over HTTP. Every response it sends is checked
 * against its own /api/docs-json (support/response-checks.ts).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-app-'));
  const mail = options.mail ?? (await new SmtpCatcher().start());
  // A MariaDB database of its own starts as a copy of the migrated template; the app's migrations then find none pending.
  // TEST_MIGRATED_TEMPLATE=off gives an empty one, migrated at boot, to measure the difference (docs/testing.md).
  const database = options.database ?? (await createTestDatabase(undefined, { migrated: process.env.TEST_MIGRATED_TEMPLATE !== 'off' }));
  const config = testConfig(workDir, mail, { ...database.env, ...options.env });
  const app = await createApp(config);
  const responses = options.checkResponses === false ? null : checkResponses(app);
  await prepareDatabase(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.getHttpServer().address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  await responses?.load(url);
  return {
    url,
    http: request(url),
    app,
    config,
    dataSource: app.get(DataSource),
    mail,
    database,
    workDir,
    mailSettled: () => app.get(MailOutboxWorker).settled(),
    close: async () => {
      const breaches = responses?.unreported() ?? [];
      await app.close();
      if (!options.mail) await mail.stop();
      if (!options.database) await database.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
      if (breaches.length) throw new Error(`${breaches.length} responses break /api/docs-json:\n${breaches.join('\n')}`);
    },
  };
}

/** The test apps' configuration: everything a test file does not set itself, over the folders of `workDir`. */
function testConfig(workDir: string, mail: SmtpCatcher, env: Record<string, string>): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    APP_URL: 'http://app.test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-production-rules',
    // One key for every app of a test process (the key ring is per process: common/sealing).
    DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
    UPLOADS_DIR: path.join(workDir, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(workDir, 'outbox'),
    SMTP_URL: mail.url,
    CONTACT_EMAIL: 'inbox@community.test',
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_PUBLIC_FORMS: '100000',
    RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '100000',
    RATE_LIMIT_SIGNIN_FAILURES_PER_ADDRESS: '100000',
    // Tests send many requests from new accounts to the same receivers; the conversation tests set the real limits.
    NEW_ACCOUNT_DAILY_REQUESTS: '100000',
    // Registration and forgot-password answer at once here; auth-even-answer-time.test.ts sets the real floor.
    ACCOUNT_FORMS_ANSWER_MS: '0',
    REQUEST_CAPACITY_DEFAULT: '50',
    WEB_DIST_DIR: path.join(workDir, 'no-web-app'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
}
