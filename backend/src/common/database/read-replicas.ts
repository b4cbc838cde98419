import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../clock/clock';
import { repeatEvery } from '../clock/repeat-every';
import { GtidPosition, hasApplied } from './gtid-position';
import { ReplicaRotation, ReplicaStatus } from './replica-rotation';
import { WrittenPositions } from './written-positions';

/** A serving replica is looked at this often, so one that falls behind leaves the rotation within seconds. */
const LAG_PROBE_MS = 1000;
/** A replica that takes longer than this to answer a check is down for the rotation. */
const CHECK_TIMEOUT_MS = 2000;

/** mysql2's PoolCluster as TypeORM's MySQL driver holds it when `replication` is set (its nodes: MASTER, SLAVE0...). */
interface ReplicatedDriver {
  poolCluster?: { getConnection(node: string, done: (error: Error | null, connection: unknown) => void): void };
  prepareDbConnection(connection: unknown): unknown;
}

/** The connection failed, not the query: the same read on the primary answers instead. */
function lostConnection(error: unknown): boolean {
  const failed = error as { fatal?: boolean; code?: string; driverError?: { fatal?: boolean; code?: string } };
  const driverError = failed?.driverError ?? failed;
  return (
    driverError?.fatal === true || /^(ECONN|ETIMEDOUT|EPIPE|EHOSTUNREACH|PROTOCOL_|POOL_|ER_SERVER_SHUTDOWN|ER_CON_COUNT_ERROR)/.test(driverError?.code ?? '')
  );
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/**
 * Reads from MariaDB replicas (DATABASE_REPLICA_URLS) for the read-only paths, the way GitLab balances its database
 * load: a service wraps a read in `read(accountId, (manager) => repository.someList(..., manager))`, which runs on
 * a replica that is serving (not further behind than REPLICA_MAX_LAG_SECONDS, answering) and, when that account
 * wrote lately, has applied the account's last write; otherwise on the primary. A replica that loses its
 * connection during a read leaves the rotation and the read is answered by the primary, so a dead replica costs
 * no request. Without replicas (or on SQLite) `read` runs the work on the primary's manager and nothing else.
 *
 * Writes never reach a replica: TypeORM's replication sends every query, transaction and migration to the primary
 * (`defaultMode: 'master'`), `read` hands the replica only to its work, whose session is READ ONLY, and the replica
 * user may only SELECT (docs/deploy.md).
 */
@Injectable()
export class ReadReplicas implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ReadReplicas');
  private readonly rotation: ReplicaRotation | null;
  private readonly writes: WrittenPositions | null;
  private readonly readOnlySessions = new WeakSet<object>();
  private stopChecks: () => void = () => undefined;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const { urls, maxLagSeconds, checkSeconds } = config.replicas;
    this.rotation = urls.length ? new ReplicaRotation(urls.length, maxLagSeconds, checkSeconds) : null;
    // Long enough to outlast the time a replica may lag and still serve, plus a check of it.
    this.writes = urls.length ? WrittenPositions.connect(config.redisUrl, clock, Math.max(60, 2 * maxLagSeconds + checkSeconds)) : null;
  }

  get enabled(): boolean {
    return this.rotation !== null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.rotation) return;
    await this.check();
    this.stopChecks = repeatEvery(LAG_PROBE_MS, () => this.check(), this.logger);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopChecks();
    await this.checking;
    await this.writes?.close();
  }

  /** Runs a read-only `work` on a caught-up replica, or on the primary; `accountId` is the reader (null: nobody signed in). */
  async read<T>(accountId: number | null, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const serving = this.rotation?.serving() ?? [];
    if (!serving.length) return work(this.dataSource.manager);
    const wanted = accountId === null ? null : await this.writes!.of(accountId);
    const index = serving[0];
    let runner: QueryRunner;
    try {
      runner = await this.replicaRunner(index);
    } catch (error) {
      this.failed(index, error);
      return work(this.dataSource.manager);
    }
    try {
      if (!wanted || hasApplied(await this.appliedOn(runner), wanted)) return await work(runner.manager);
    } catch (error) {
      if (!lostConnection(error)) throw error;
      this.failed(index, error);
    } finally {
      await runner.release();
    }
    // The replica has not applied this account's last write yet, or lost its connection: the primary answers.
    return work(this.dataSource.manager);
  }

  /**
   * After an account's write: the primary's position now, which a replica must have applied before that account
   * reads from it. Called once the write's request has committed (RememberWrites).
   */
  async rememberWriteOf(accountId: number): Promise<void> {
    if (!this.writes) return;
    const [row] = (await this.dataSource.query('SELECT @@gtid_binlog_pos AS position')) as Array<{ position: GtidPosition | null }>;
    await this.writes.remember(accountId, row?.position ?? '');
  }

  /** Each replica, in DATABASE_REPLICA_URLS order (empty without replicas). */
  statuses(): ReplicaStatus[] {
    return this.rotation?.statuses() ?? [];
  }

  /**
   * Looks at every replica that is due (each serving one; one out of the rotation every REPLICA_CHECK_SECONDS).
   * The timer calls it every second; a test calls it after moving the Clock. Never runs twice at once.
   */
  check(): Promise<void> {
    if (!this.rotation) return Promise.resolve();
    this.checking ??= this.checkDue().finally(() => (this.checking = null));
    return this.checking;
  }

  private async checkDue(): Promise<void> {
    const rotation = this.rotation!;
    const now = this.clock.now().getTime();
    const due = rotation.due(now);
    if (!due.length) return;
    let primary: GtidPosition;
    try {
      const [row] = (await withTimeout(this.dataSource.query('SELECT @@gtid_binlog_pos AS position'), CHECK_TIMEOUT_MS)) as Array<{
        position: GtidPosition | null;
      }>;
      primary = row?.position ?? '';
    } catch {
      // The primary did not answer: nothing to compare with, and the reads fail there or here alike.
      return;
    }
    await Promise.all(
      due.map(async (index) => {
        const before = this.statuses()[index].state;
        try {
          const probe = await withTimeout(this.probe(index), CHECK_TIMEOUT_MS);
          rotation.observed(index, now, primary, probe);
        } catch (error) {
          rotation.failed(index, now);
          if (before !== 'down') this.logger.warn(`replica ${index + 1} did not answer its check: ${(error as Error).message}`);
        }
        const after = rotation.statuses()[index];
        if (after.state !== before)
          this.logger.log(`replica ${index + 1}: ${before} -> ${after.state}${after.lagSeconds === null ? '' : ` (${after.lagSeconds.toFixed(1)} s behind)`}`);
      }),
    );
  }

  private async probe(index: number) {
    const runner = await this.replicaRunner(index);
    try {
      const [status] = (await runner.query('SHOW SLAVE STATUS')) as Array<{ Seconds_Behind_Master: number | string | null }>;
      if (!status) throw new Error('it does not replicate from anything (SHOW SLAVE STATUS is empty)');
      const behind = status.Seconds_Behind_Master;
      return { secondsBehind: behind === null ? null : Number(behind), applied: await this.appliedOn(runner) };
    } finally {
      await runner.release();
    }
  }

  private async appliedOn(runner: QueryRunner): Promise<GtidPosition> {
    const [row] = (await runner.query('SELECT @@gtid_slave_pos AS position')) as Array<{ position: GtidPosition | null }>;
    return row?.position ?? '';
  }

  /** A query runner on replica `index` (its pool in TypeORM's cluster), whose session refuses writes. */
  private async replicaRunner(index: number): Promise<QueryRunner> {
    const driver = this.dataSource.driver as unknown as ReplicatedDriver;
    const connection = await new Promise<object>((resolve, reject) =>
      driver.poolCluster!.getConnection(`SLAVE${index}`, (error, found) => (error ? reject(error) : resolve(driver.prepareDbConnection(found) as object))),
    );
    const runner = this.dataSource.createQueryRunner('slave');
    Object.assign(runner, { databaseConnection: connection });
    if (!this.readOnlySessions.has(connection)) {
      try {
        await runner.query('SET SESSION TRANSACTION READ ONLY');
      } catch (error) {
        await runner.release();
        throw error;
      }
      this.readOnlySessions.add(connection);
    }
    return runner;
  }

  private failed(index: number, error: unknown): void {
    const wasServing = this.statuses()[index].state === 'serving';
    this.rotation!.failed(index, this.clock.now().getTime());
    if (wasServing) this.logger.warn(`replica ${index + 1} left the rotation, reads go on elsewhere: ${(error as Error).message}`);
  }
}
