import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time every time-based rule reads (request expiry, the new-account cap). Production reads the system
 * clock; a test moves it with `app.get(Clock).set(...)` instead of sleeping.
 */
@Injectable()
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed.getTime()) : new Date();
  }

  /** Stops the clock at this time (null: back to the system clock). */
  set(time: Date | null): void {
    this.fixed = time ? new Date(time.getTime()) : null;
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
