import { Injectable } from '@nestjs/common';
import { User } from '../users/entities/user.entity';
import { SignInLimiter } from '../sessions/sign-in-limiter.service';

/**
 * Every two-factor code check (and every check of the current password in the account's two-factor doors) goes
 * through here: it is counted as a sign-in attempt for the account and the address before it is checked (the same
 * limiter as wrong passwords), so six-digit codes cannot be guessed, not even by many requests at once; once the
 * limit is reached the answer is 429 with Retry-After before the code is even looked at.
 */
@Injectable()
export class CodeAttempts {
  constructor(private readonly limiter: SignInLimiter) {}

  attempt<T>(user: Pick<User, 'email'>, address: string, check: () => Promise<T | null | false>, refuse: () => Error): Promise<T> {
    return this.limiter.attempt(user.email, address, check, refuse);
  }
}
