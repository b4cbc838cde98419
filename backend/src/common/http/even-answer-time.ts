import { setTimeout as wait } from 'node:timers/promises';
import { AppConfig } from '../../config/app-config';

/** Real time, not the app's Clock: what an attacker measures is the wall time of the answer. */
export interface Stopwatch {
  now(): number;
  wait(ms: number): Promise<unknown>;
}

const REAL_TIME: Stopwatch = { now: () => performance.now(), wait: (ms) => wait(ms) };

/**
 * Registration and forgot-password do different work for a new and a taken address (a committed account and its
 * confirmation mail, or a rolled-back insert and a mail to the owner), about 40-55 ms apart under load
 * (test/benchmarks/enumeration-timing.ts); the data export's link request mails a known address and nothing else.
 * Each answers no sooner than ACCOUNT_FORMS_ANSWER_MS after it began, failures included, so the time of the answer
 * no longer tells whether an address has an account. One instance per app (AuthModule exports it).
 */
export class EvenAnswerTime {
  constructor(
    private readonly floorMs: number,
    private readonly stopwatch: Stopwatch = REAL_TIME,
  ) {}

  static from(config: AppConfig): EvenAnswerTime {
    return new EvenAnswerTime(config.accountForms.answerFloorMs);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const startedAt = this.stopwatch.now();
    try {
      return await work();
    } finally {
      const left = this.floorMs - (this.stopwatch.now() - startedAt);
      if (left > 0) await this.stopwatch.wait(left);
    }
  }
}
