import { Injectable } from '@nestjs/common';

/** The time that windows and expiries are measured on; tests replace now() to step through time without sleeping. */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }
}
