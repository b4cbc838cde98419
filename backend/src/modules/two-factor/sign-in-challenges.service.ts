import { Injectable, UnauthorizedException } from '@nestjs/common';
import { TWO_FACTOR, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';

export type ChallengeKind = 'code' | 'setup';

/**
 * The short-lived signed note between the password (or Google) step and the two-factor step. It is signed with a
 * key of its own purpose, so it never works as a session token (no API call accepts it) nor as the other kind.
 */
@Injectable()
export class SignInChallenges {
  constructor(
    private readonly signed: SignedTokens,
    private readonly users: UsersService,
  ) {}

  issue(kind: ChallengeKind, user: Pick<User, 'id' | 'tokenVersion'>): string {
    return this.signed.sign(`two-factor-${kind}`, { sub: user.id, tv: user.tokenVersion }, TWO_FACTOR.challengeSeconds);
  }

  /** The account, or 401 when the challenge is forged, expired, of the other kind, or the account changed since (password reset, suspension). */
  async redeem(kind: ChallengeKind, challenge: string): Promise<User> {
    const claims = this.signed.verify<{ sub: number; tv: number }>(`two-factor-${kind}`, challenge);
    const user = claims && typeof claims.sub === 'number' ? await this.users.findById(claims.sub) : null;
    if (!user || user.suspendedAt || user.tokenVersion !== claims!.tv) throw new UnauthorizedException(TWO_FACTOR_TEXTS.challengeExpired);
    return user;
  }
}
