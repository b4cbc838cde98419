import { GtidPosition, hasApplied } from './gtid-position';

/** serving: reads go to it; lagging: further behind than the limit; down: it did not answer (or failed a read). */
export type ReplicaState = 'serving' | 'lagging' | 'down';

/** What one look at a replica found: its replication threads, its own lag figure and what it has applied. */
export interface ReplicaProbe {
  /** `Seconds_Behind_Master`: null while its SQL thread is stopped or it is not connected to the primary. */
  secondsBehind: number | null;
  /** `@@gtid_slave_pos`. */
  applied: GtidPosition;
}

export interface ReplicaStatus {
  state: ReplicaState;
  /** Seconds behind the primary at the last look; null when it did not answer. */
  lagSeconds: number | null;
}

/** The primary's position at one moment: a replica that has not applied it is at least that far behind. */
interface Sample {
  at: number;
  position: GtidPosition;
}

/** Bounds a long outage's memory; by then the replica is long out of the rotation. */
const MAX_SAMPLES = 1000;

class Replica {
  state: ReplicaState = 'down';
  lagSeconds: number | null = null;
  /** A replica out of the rotation is looked at again from this time on; one serving, at every check. */
  nextCheckAt = 0;
  samples: Sample[] = [];
}

/**
 * Which replicas may serve reads, from what the checks found. A replica's lag is the larger of its own
 * `Seconds_Behind_Master` and the age of the oldest primary position it has not applied yet: the second also counts
 * while replication is stopped (when `Seconds_Behind_Master` says nothing) and stays right after a failover.
 * Times are the app's Clock in milliseconds, so a test moves them instead of waiting.
 */
export class ReplicaRotation {
  private readonly replicas: Replica[];
  private turn = 0;

  constructor(
    count: number,
    private readonly maxLagSeconds: number,
    private readonly checkSeconds: number,
  ) {
    this.replicas = Array.from({ length: count }, () => new Replica());
  }

  /** The replicas to look at now: every serving one, and those out of the rotation whose time has come. */
  due(now: number): number[] {
    return this.replicas.flatMap((replica, index) => (replica.state === 'serving' || now >= replica.nextCheckAt ? [index] : []));
  }

  /** Records a look at replica `index`, made right after reading the primary's position `primary`. */
  observed(index: number, now: number, primary: GtidPosition, probe: ReplicaProbe): void {
    const replica = this.replicas[index];
    replica.samples.push({ at: now, position: primary });
    replica.samples = replica.samples.filter((sample) => !hasApplied(probe.applied, sample.position)).slice(-MAX_SAMPLES);
    const behind = replica.samples.length ? (now - replica.samples[0].at) / 1000 : 0;
    replica.lagSeconds = Math.max(behind, probe.secondsBehind ?? 0);
    this.place(replica, now, replica.lagSeconds > this.maxLagSeconds ? 'lagging' : 'serving');
  }

  /** The replica did not answer a check, or a read on it lost its connection: out at once, tried again later. */
  failed(index: number, now: number): void {
    const replica = this.replicas[index];
    replica.lagSeconds = null;
    this.place(replica, now, 'down');
  }

  /** The serving replicas, the next one to use first (round robin). */
  serving(): number[] {
    const serving = this.replicas.flatMap((replica, index) => (replica.state === 'serving' ? [index] : []));
    if (!serving.length) return serving;
    const first = this.turn++ % serving.length;
    return [...serving.slice(first), ...serving.slice(0, first)];
  }

  statuses(): ReplicaStatus[] {
    return this.replicas.map(({ state, lagSeconds }) => ({ state, lagSeconds }));
  }

  private place(replica: Replica, now: number, state: ReplicaState): void {
    replica.state = state;
    if (state !== 'serving') replica.nextCheckAt = now + this.checkSeconds * 1000;
  }
}
