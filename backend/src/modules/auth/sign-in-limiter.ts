import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { FailureCount, FailureCounter } from '../../common/rate-limit/failure-counter';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { normalizeEmail } from '../users/users.service';

/**
 * Slows password guessing without locking out a congregation that signs in from one address:
 * only failed sign-ins count, per account (a few, from any address) and per address (many, over all accounts).
 * Successful sign-ins are never counted.
 */
@Injectable()
export class SignInLimiter {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly failures: FailureCounter) {}

  /** Refuses the attempt, before the password is checked, while the account or the address has used up its failures. */
  async assertMayTry(email: string, address: string): Promise<void> {
    const { failuresPerAccount, failuresPerAddress } = this.config.signInLimit;
    const [account, from] = await Promise.all([this.failures.peek(this.accountKey(email)), this.failures.peek(addressKey(address))]);
    const exhausted = [exceeded(account, failuresPerAccount), exceeded(from, failuresPerAddress)].filter((count) => count !== null);
    if (exhausted.length) throw new TooManyRequestsException(Math.ceil(Math.max(...exhausted.map((count) => count!.msLeft)) / 1000));
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const windowMs = this.config.signInLimit.windowSeconds * 1000;
    await Promise.all([this.failures.add(this.accountKey(email), windowMs), this.failures.add(addressKey(address), windowMs)]);
  }

  /** Hashed, so the counter store (Redis) holds no email addresses. */
  private accountKey(email: string): string {
    return `signin:account:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
  }
}

const addressKey = (address: string) => `signin:address:${address}`;
const exceeded = (count: FailureCount, limit: number) => (count.count >= limit ? count : null);
