import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';

const MIGRATIONS_DIR = path.join(__dirname, '../../src/database/migrations');

/** A MariaDB data source that does not migrate on its own: `migrations` limits what runMigrations() applies. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's `migrations` option is typed with Function
export async function openMigrationSource(url: string, migrations?: Array<Function | string>): Promise<DataSource> {
  const options = dataSourceOptions({ type: 'mariadb', url });
  const source = new DataSource({ ...options, migrationsRun: false, ...(migrations ? { migrations } : {}) } as typeof options);
  return source.initialize();
}

/** Every migration before `migrationName` (by timestamp), in order, for a data source that should stop short of it. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's `migrations` option is typed with Function
export async function migrationsBefore(url: string, migrationName: string): Promise<Function[]> {
  const all = await openMigrationSource(url, [path.join(MIGRATIONS_DIR, '*.js')]);
  const timestamp = (name: string | undefined) => Number(/\d{13}/.exec(name ?? '')?.[0]);
  const ordered = [...all.migrations].sort((a, b) => timestamp(a.name) - timestamp(b.name));
  await all.destroy();
  const index = ordered.findIndex((migration) => migration.name === migrationName);
  if (index <= 0) throw new Error(`${migrationName} is not a migration with others before it`);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- as above
  return ordered.slice(0, index).map((migration) => migration.constructor as Function);
}

/**
 * The database as the release before `migrationName` left it: every migration before it (by timestamp) applied, so a
 * migration test can write rows the old way and then run the current migrations over them. The data source is open.
 */
export async function schemaBefore(url: string, migrationName: string): Promise<DataSource> {
  const old = await openMigrationSource(url, await migrationsBefore(url, migrationName));
  await old.runMigrations();
  return old;
}

/**
 * The search-column tests write search texts by hand, which their rows' fields would not derive; RebuildSearchFolding
 * derives every row again from its fields (its own test: search-spelling-variants), so those tests stop before it.
 */
export const REBUILD_SEARCH_FOLDING = 'RebuildSearchFolding1795730050000';
