import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './app.factory';
import { prepareDatabase } from './database/prepare-database';
import { enableGracefulShutdown } from './common/lifecycle/graceful-shutdown';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  enableGracefulShutdown(app);
  await prepareDatabase(app, config);
  await app.listen({ port: config.port, host: config.host });
  new Logger('Start').log(`listening on ${config.appUrl} (API /api/v1, docs /api/docs, database ${config.database.type})`);
}

void main();
