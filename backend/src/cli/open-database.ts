import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { installDataKeys } from '../common/sealing/sealed-text';
import { dataKeyRing } from '../common/sealing/data-key-ring';

/**
 * The database the environment selects, for a command run beside the app (create-admin, reset-two-factor), with its
 * schema brought up to date as the app's start would: migrations on MySQL/MariaDB; SQLite's schema is the app's.
 */
export async function openDatabase(): Promise<DataSource> {
  const config = loadConfig();
  // The migrations may seal rows written before sealing existed.
  installDataKeys(dataKeyRing(config.dataKeys));
  const dataSource = new DataSource(dataSourceOptions(config.database));
  await dataSource.initialize();
  if (dataSource.options.type !== 'better-sqlite3') await dataSource.runMigrations();
  return dataSource;
}
