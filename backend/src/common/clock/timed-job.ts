import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { repeatEvery } from './repeat-every';

export const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * What every timed job shares, so each job's file holds only its own rule (runOnce): the timer starts when the app
 * has booted and stops at shutdown, and a failed run is logged under the job's name and the next one still comes
 * (repeatEvery). Tests never wait for the timer: they call runOnce() after moving the test Clock.
 */
export abstract class TimedJob implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  private stop: (() => void) | null = null;

  protected constructor(
    name: string,
    private readonly everyMs: number,
  ) {
    this.logger = new Logger(name);
  }

  /** One pass of the job's rule on the Clock's now; what it answers is the job's own (counts for tests). */
  abstract runOnce(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.stop = repeatEvery(this.everyMs, () => this.runOnce(), this.logger);
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
