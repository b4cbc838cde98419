import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language, MESSAGES } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { UsersService, normalizeEmail } from '../users/users.service';
import { UnprovenAccountTakeover } from './unproven-account-takeover';
import { GoogleIdentity } from './google-id-token.verifier';
import { isDuplicateKey } from '../../common/database/duplicate-key';
import { Transactions } from '../../common/database/transactions';

/**
 * Which account a Google identity signs in to (docs/security.md, "Google linking"). Account pre-hijacking is
 * the attack: someone registers victim@ with a password before the victim ever comes, and waits for the
 * victim's Google sign-in to be linked to the account they hold the password of. So:
 * - the Google `sub` is pinned: an account already linked answers only to its own sub;
 * - a confirmed account (the address was proven) is linked;
 * - an unconfirmed password account was never proven: Google's verified address wins, the account is
 *   taken over as a fresh Google member and everything the earlier holder set up goes (UnprovenAccountTakeover,
 *   shared with a password reset and the confirmation link opened without the account's session);
 * - otherwise a new member with an incomplete profile is created.
 */
@Injectable()
export class GoogleAccountLinking {
  constructor(
    private readonly users: UsersService,
    private readonly transactions: Transactions,
    private readonly takeover: UnprovenAccountTakeover,
  ) {}

  /** `language`: the new account's, from the sign-in's Accept-Language; an existing account keeps its own. */
  async accountFor(identity: GoogleIdentity, language: Language = DEFAULT_LANGUAGE): Promise<User> {
    const linked = await this.users.findByGoogleId(identity.googleId);
    if (linked) return this.refuseSuspended(linked);
    const sameEmail = await this.users.findByEmail(identity.email);
    if (!sameEmail) return this.createMember(identity, language);
    this.refuseSuspended(sameEmail);
    if (sameEmail.googleId && sameEmail.googleId !== identity.googleId) {
      throw new ConflictException(MESSAGES.googleLinking.otherGoogleAccount);
    }
    if (!sameEmail.emailConfirmed) return this.takeOver(sameEmail, identity);
    // Conditional: of two Google accounts racing to link one address, the first is pinned and the other refused.
    if (!sameEmail.googleId && !(await this.users.linkGoogle(sameEmail, identity.googleId)))
      throw new ConflictException(MESSAGES.googleLinking.otherGoogleAccount);
    return sameEmail;
  }

  private refuseSuspended(user: User): User {
    if (user.suspendedAt) throw new UnauthorizedException(MESSAGES.login.wrongCredentials);
    return user;
  }

  private async takeOver(squatted: User, identity: GoogleIdentity): Promise<User> {
    try {
      await this.transactions.run((manager) =>
        this.takeover.handOver(manager, squatted, { name: identity.name, passwordHash: null, googleId: identity.googleId }),
      );
    } finally {
      this.users.forgetAuthState(squatted.id);
    }
    // Read again: the token this sign-in gets must carry the version the takeover moved to.
    return (await this.users.findById(squatted.id)) as User;
  }

  private async createMember(identity: GoogleIdentity, language: Language): Promise<User> {
    try {
      return await this.users.save(
        Object.assign(new User(), {
          name: identity.name,
          email: normalizeEmail(identity.email),
          passwordHash: null,
          googleId: identity.googleId,
          language,
          role: 'helper',
          industry: null,
          profileComplete: false,
          // Google verified the address (the verifier refuses email_verified false).
          emailConfirmed: true,
        }),
      );
    } catch (error) {
      // Two first sign-ins racing: the loser reads the winner's row.
      if (!isDuplicateKey(error)) throw error;
      const winner = await this.users.findByGoogleId(identity.googleId);
      if (!winner) throw new ConflictException(MESSAGES.googleLinking.otherGoogleAccount);
      return winner;
    }
  }
}
