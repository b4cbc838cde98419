import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { SearchTextSubscriber } from './search-text.subscriber';
import { AfterCommitSubscriber } from '../common/database/after-commit';

/**
 * The primary and its read replicas as TypeORM's replication: `defaultMode: 'master'`, so every query, transaction
 * and migration goes to the primary unless `ReadReplicas` (common/database/read-replicas.ts) hands a read to a
 * replica it knows is caught up. A node that fails is tried again a second later instead of leaving the cluster for
 * good (mysql2's PoolCluster drops it for ever after 5 errors by default).
 */
function replication(primaryUrl: string, replicaUrls: string[]) {
  return {
    replication: {
      master: { url: primaryUrl },
      slaves: replicaUrls.map((url) => ({ url })),
      defaultMode: 'master' as const,
      restoreNodeTimeout: 1000,
      canRetry: false,
    },
  };
}

/**
 * MySQL's schema is made only by migrations (run at start). The embedded SQLite file is the
 * newcomer's demo database: its schema is synchronised from the same entities.
 */
export function dataSourceOptions(database: DatabaseConfig, replicaUrls: string[] = []): DataSourceOptions {
  if (database.type !== 'sqlite') {
    return {
      type: database.type,
      ...(replicaUrls.length ? replication(database.url, replicaUrls) : { url: database.url }),
      entities: ENTITIES,
      subscribers: [SearchTextSubscriber, AfterCommitSubscriber],
      migrations: [path.join(__dirname, 'migrations', '*.js')],
      migrationsRun: true,
      synchronize: false,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      extra: { connectionLimit: 10 },
    };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  return {
    type: 'better-sqlite3',
    database: database.file,
    entities: ENTITIES,
    subscribers: [SearchTextSubscriber, AfterCommitSubscriber],
    synchronize: true,
    // WAL lets readers go on while a write commits; the demo database is one file on one machine.
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
    },
  };
}
