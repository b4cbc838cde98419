import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { TWO_FACTOR } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';

/**
 * RFC 6238 codes through otplib (a maintained library, rather than our own HMAC and base32 code). Time comes from
 * the app's Clock, so tests move it instead of waiting. One step of drift either way is accepted (phones drift).
 */
@Injectable()
export class Totp {
  constructor(private readonly clock: Clock) {}

  newSecret(): string {
    return generateSecret();
  }

  uri(secret: string, account: string): string {
    return generateURI({ issuer: 'Community Network', label: account, secret, period: TWO_FACTOR.periodSeconds, digits: TWO_FACTOR.codeDigits });
  }

  /** The time step the code belongs to, or null when it is wrong or its step is not after `afterStep` (a replay). */
  async check(secret: string, code: string, afterStep: number | null): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(this.clock.now().getTime() / 1000),
      period: TWO_FACTOR.periodSeconds,
      digits: TWO_FACTOR.codeDigits,
      epochTolerance: TWO_FACTOR.periodSeconds,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    }).catch(() => ({ valid: false as const }));
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}
