import { Injectable } from '@nestjs/common';
import { User } from '../users/entities/user.entity';
import { SignInLimiter } from '../auth/sign-in-limiter';

/**
 * Every two-factor code check goes through here: a wrong code counts as a failed sign-in for the account and the
 * address (the same limiter as wrong passwords), so six-digit codes cannot be guessed; once the limit is reached the
 * answer is 429 with Retry-After before the code is even looked at.
 */
@Injectable()
export class CodeAttempts {
  constructor(private readonly limiter: SignInLimiter) {}

  async attempt<T>(user: Pick<User, 'email'>, address: string, check: () => Promise<T | null | false>, refuse: () => Error): Promise<T> {
    await this.limiter.assertMayTry(user.email, address);
    const result = await check();
    if (result === null || result === false) {
      await this.limiter.recordFailure(user.email, address);
      throw refuse();
    }
    return result;
  }
}
