import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { TestDatabase } from '../../support/test-database';
import { commandExists, freePort, portAnswers, waitFor } from './services';

/**
 * A MariaDB server of the test's own: its own data folder, port and socket, so the test can stop
 * and start it without touching the machine's shared server. Authentication is off (it listens on
 * 127.0.0.1 only and lives for one test).
 */
export interface PrivateMariaDbOptions {
  /** More server options (a replication test's --server-id, --log-bin, --read-only...). */
  args?: string[];
  /** Keep the grant tables: users and their privileges count (a read-only replica user). Default off. */
  grants?: boolean;
}

export class PrivateMariaDb {
  private process: ChildProcess | null = null;
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-private-mariadb-'));
  port = 0;

  constructor(private readonly options: PrivateMariaDbOptions = {}) {}

  static unavailableReason(): string | undefined {
    for (const command of ['mariadb-install-db', 'mariadbd']) {
      if (!commandExists(command) && !fs.existsSync(`/usr/sbin/${command}`)) return `${command} is not installed (apt-get install -y mariadb-server)`;
    }
    return undefined;
  }

  get url(): string {
    return `mariadb://root@127.0.0.1:${this.port}`;
  }

  async install(): Promise<this> {
    this.port = await freePort();
    const result = spawnSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${path.join(this.dir, 'data')}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        ...(process.getuid?.() === 0 ? ['--user=root'] : []),
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`mariadb-install-db failed: ${result.stderr || result.stdout}`);
    return this;
  }

  async start(): Promise<void> {
    const binary = commandExists('mariadbd') ? 'mariadbd' : '/usr/sbin/mariadbd';
    this.process = spawn(
      binary,
      [
        '--no-defaults',
        `--datadir=${path.join(this.dir, 'data')}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${path.join(this.dir, 'mariadb.sock')}`,
        `--pid-file=${path.join(this.dir, 'mariadb.pid')}`,
        `--log-error=${path.join(this.dir, 'error.log')}`,
        ...(this.options.grants ? [] : ['--skip-grant-tables']),
        '--innodb-buffer-pool-size=32M',
        // Every acknowledged commit is on disk (the default, stated because the test relies on it).
        '--innodb-flush-log-at-trx-commit=1',
        ...(this.options.args ?? []),
        ...(process.getuid?.() === 0 ? ['--user=root'] : []),
      ],
      { stdio: 'ignore' },
    );
    const started = this.process;
    await waitFor(
      `private MariaDB on port ${this.port}`,
      async () => {
        if (started.exitCode !== null) throw new Error(`mariadbd exited: ${this.errorLog()}`);
        // A refused mysql2 connection leaves its 10 s connect timer running, which keeps the test
        // process alive; a plain TCP probe first avoids that.
        if (!(await portAnswers(this.port))) return undefined;
        const connection = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
        await connection.end();
        return true;
      },
      20_000,
      50,
    );
  }

  /** SIGKILL: a crash, not a polite shutdown; committed rows must survive it. */
  async kill(): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    this.process = null;
  }

  async createDatabase(name: string): Promise<TestDatabase> {
    const connection = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    return { kind: 'mariadb', env: { DATABASE_URL: `${this.url}/${name}` }, drop: async () => undefined };
  }

  async query<T = unknown>(sql: string, values: unknown[] = []): Promise<T> {
    const connection = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    try {
      const [rows] = await connection.query(sql, values);
      return rows as T;
    } finally {
      await connection.end();
    }
  }

  errorLog(): string {
    try {
      return fs.readFileSync(path.join(this.dir, 'error.log'), 'utf8').split('\n').slice(-15).join('\n');
    } catch {
      return '(no error log)';
    }
  }

  async destroy(): Promise<void> {
    const running = this.process;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (running.exitCode === null) running.kill('SIGKILL');
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
