import { PrivateMariaDb } from './private-mariadb';
import { TestDatabase } from '../../support/test-database';

/** The replica's user for the app: it may read and watch replication, nothing else (docs/deploy.md). */
export const REPLICA_USER = 'reader';

/**
 * A MariaDB primary and one replica of the test's own (two private mariadbd processes), in GTID replication
 * (`master_use_gtid=slave_pos`), as docker/docker-compose.yml runs them. The replica is `--read-only` and the app
 * reaches it as a user that may only SELECT. Both count per table (`--userstat`), so a test asks a server what it
 * served: the replica's `users` rows read grow only with the reads the app sent there.
 */
export class ReplicatedMariaDb {
  readonly primary: PrivateMariaDb;
  readonly replica: PrivateMariaDb;

  /** `serverArgs`: more options for both servers (the replica benchmark's buffer pool). */
  constructor(serverArgs: string[] = []) {
    this.primary = new PrivateMariaDb({ grants: true, args: ['--server-id=1', '--log-bin=primary-bin', '--binlog-format=ROW', '--userstat=1', ...serverArgs] });
    this.replica = new PrivateMariaDb({ grants: true, args: ['--server-id=2', '--read-only=1', '--relay-log=replica-relay', '--userstat=1', ...serverArgs] });
  }

  async start(): Promise<this> {
    await Promise.all([this.primary.install(), this.replica.install()]);
    await Promise.all([this.primary.start(), this.replica.start()]);
    await this.replica.query(`CREATE USER ${REPLICA_USER}@'%'`);
    await this.replica.query(`GRANT SELECT, SLAVE MONITOR ON *.* TO ${REPLICA_USER}@'%'`);
    // Both keep their grant tables, as in production: the migrations' triggers name a definer the replica must know.
    await this.replica.query(
      `CHANGE MASTER TO master_host='127.0.0.1', master_port=${this.primary.port}, master_user='root', master_use_gtid=slave_pos, master_connect_retry=1`,
    );
    await this.replica.query('START SLAVE');
    return this;
  }

  /** A database made on the primary (and so on the replica), with the app's DATABASE_URL and DATABASE_REPLICA_URLS. */
  async createDatabase(name: string): Promise<TestDatabase> {
    const database = await this.primary.createDatabase(name);
    await this.caughtUp();
    return { ...database, env: { ...database.env, DATABASE_REPLICA_URLS: `mariadb://${REPLICA_USER}@127.0.0.1:${this.replica.port}/${name}` } };
  }

  /** Waits until the replica has applied everything the primary has written so far. */
  async caughtUp(timeoutSeconds = 20): Promise<void> {
    const [{ position }] = await this.primary.query<Array<{ position: string }>>('SELECT @@gtid_binlog_pos AS position');
    const [{ waited }] = await this.replica.query<Array<{ waited: number }>>('SELECT MASTER_GTID_WAIT(?, ?) AS waited', [position, timeoutSeconds]);
    if (Number(waited) !== 0)
      throw new Error(`the replica did not reach ${position} within ${timeoutSeconds} s: ${JSON.stringify(await this.replica.query('SHOW SLAVE STATUS'))}`);
  }

  /** Replication stops applying (the replica still answers, with what it had). */
  pause(): Promise<unknown> {
    return this.replica.query('STOP SLAVE SQL_THREAD');
  }

  resume(): Promise<unknown> {
    return this.replica.query('START SLAVE SQL_THREAD');
  }

  /** Rows of `table` the server read for its clients (the replica's own counter, not the app's word). */
  async rowsRead(server: PrivateMariaDb, database: string, table: string): Promise<number> {
    const rows = await server.query<Array<{ rows: number | string }>>(
      'SELECT ROWS_READ AS `rows` FROM information_schema.TABLE_STATISTICS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?',
      [database, table],
    );
    return Number(rows[0]?.rows ?? 0);
  }

  /** Rows the app's replica user inserted, updated or deleted, and its write statements: all 0. */
  async replicaWrites(): Promise<number> {
    const rows = await this.replica.query<Array<{ writes: number | string }>>(
      'SELECT ROWS_INSERTED + ROWS_UPDATED + ROWS_DELETED + UPDATE_COMMANDS AS writes FROM information_schema.USER_STATISTICS WHERE USER = ?',
      [REPLICA_USER],
    );
    return Number(rows[0]?.writes ?? 0);
  }

  async destroy(): Promise<void> {
    await Promise.all([this.replica.destroy(), this.primary.destroy()]);
  }
}
