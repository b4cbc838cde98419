import { Injectable } from '@nestjs/common';

/**
 * The one source of "now" for time-based rules (ad expiry, reminders, digests, link lifetimes), so a test
 * can move time with `app.get(Clock).set(...)` instead of sleeping. Production never sets it.
 */
@Injectable()
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** For tests: pin the time (null returns to the real clock). */
  set(at: Date | null): void {
    this.fixed = at ? new Date(at) : null;
  }

  advance(ms: number): void {
    this.fixed = new Date(this.now().getTime() + ms);
  }
}
