import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { FailureCounter } from '../../common/rate-limit/failure-counter';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { normalizeEmail } from '../users/users.service';

/**
 * Slows password and code guessing without locking out a congregation that signs in from one address: only failed
 * attempts count, per account (a few, from any address) and per address (many, over all accounts). Every check of
 * a password or a two-factor code goes through `attempt`: sign-in, its code step, and the account's own doors that
 * ask for the current password or a code (docs/security.md, "Rate limits").
 */
@Injectable()
export class SignInLimiter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly failures: FailureCounter,
  ) {}

  /**
   * Takes a place under the account and under the address before `check` runs (429 with Retry-After when either is
   * used up, even for a right password, so a guesser learns nothing during the pause), so requests sent together
   * cannot all be checked: at most the limit are. A check that passes gives both places back; one that fails keeps
   * them (the failure is counted) and throws `refuse()`. A check that throws (the database, say) gives them back too.
   */
  async attempt<T>(email: string, address: string, check: () => Promise<T | null | false>, refuse: () => Error): Promise<T> {
    const { failuresPerAccount, failuresPerAddress, windowSeconds } = this.config.signInLimit;
    const windowMs = windowSeconds * 1000;
    const accountKey = this.accountKey(email);
    const fromKey = addressKey(address);
    const account = await this.failures.reserve(accountKey, failuresPerAccount, windowMs);
    if (!account.granted) throw tooMany(account.msLeft);
    const from = await this.failures.reserve(fromKey, failuresPerAddress, windowMs);
    if (!from.granted) {
      // Refused before any check: the account's place is not a failure.
      await this.failures.release(accountKey);
      throw tooMany(from.msLeft);
    }
    let result: T | null | false;
    try {
      result = await check();
    } catch (error) {
      await this.giveBack(accountKey, fromKey);
      throw error;
    }
    if (result === null || result === false) throw refuse();
    await this.giveBack(accountKey, fromKey);
    return result;
  }

  private async giveBack(accountKey: string, fromKey: string): Promise<void> {
    await Promise.all([this.failures.release(accountKey), this.failures.release(fromKey)]);
  }

  /** Hashed, so the counter store (Redis) holds no email addresses. */
  private accountKey(email: string): string {
    return `signin:account:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
  }
}

const addressKey = (address: string) => `signin:address:${address}`;
const tooMany = (msLeft: number) => new TooManyRequestsException(Math.max(1, Math.ceil(msLeft / 1000)));
