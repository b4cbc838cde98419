import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { UsersService, normalizeEmail } from '../users/users.service';
import { moveCredentialsVersion } from '../users/credentials-version';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { GoogleIdentity } from './google-id-token.verifier';
import { isDuplicateKey } from '../../common/database/duplicate-key';

/**
 * Which account a Google identity signs in to (docs/security.md, "Google linking"). Account pre-hijacking is
 * the attack: someone registers victim@ with a password before the victim ever comes, and waits for the
 * victim's Google sign-in to be linked to the account they hold the password of. So:
 * - the Google `sub` is pinned: an account already linked answers only to its own sub;
 * - a confirmed account (the address was proven) is linked;
 * - an unconfirmed password account was never proven: Google's verified address wins, the account is
 *   taken over as a fresh Google member and everything the earlier holder set up goes (password, two-factor,
 *   profile, notification settings, pending business listings, every session and every emailed link);
 * - otherwise a new member with an incomplete profile is created.
 */
@Injectable()
export class GoogleAccountLinking {
  constructor(
    private readonly users: UsersService,
    private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async accountFor(identity: GoogleIdentity): Promise<User> {
    const linked = await this.users.findByGoogleId(identity.googleId);
    if (linked) return this.refuseSuspended(linked);
    const sameEmail = await this.users.findByEmail(identity.email);
    if (!sameEmail) return this.createMember(identity);
    this.refuseSuspended(sameEmail);
    if (sameEmail.googleId && sameEmail.googleId !== identity.googleId) {
      throw new ConflictException(MESSAGES.googleLinking.otherGoogleAccount);
    }
    if (!sameEmail.emailConfirmed) return this.takeOver(sameEmail, identity);
    // Conditional: of two Google accounts racing to link one address, the first is pinned and the other refused.
    if (!sameEmail.googleId && !(await this.users.linkGoogle(sameEmail, identity.googleId))) throw new ConflictException(MESSAGES.googleLinking.otherGoogleAccount);
    return sameEmail;
  }

  private refuseSuspended(user: User): User {
    if (user.suspendedAt) throw new UnauthorizedException(MESSAGES.login.wrongCredentials);
    return user;
  }

  private async takeOver(squatted: User, identity: GoogleIdentity): Promise<User> {
    try {
      await this.dataSource.transaction(async (manager) => {
        // The account changes hands: every token the squatter holds (sessions, a pending email change, a reset or
        // deletion link, unsubscribe links) carries the old credentials version and stops working.
        await moveCredentialsVersion(manager, squatted.id);
        // A code the squatter's phone makes must not stand between the owner and the account.
        await this.twoFactor.removeAllInside(manager, squatted.id);
        // A pending listing the squatter filed in this address's name goes with the account's old profile.
        await manager.delete(BusinessGroup, { userId: squatted.id });
        await manager.update(PasswordResetToken, { userId: squatted.id }, { usedAt: new Date() });
        Object.assign(squatted, {
          name: identity.name,
          passwordHash: null,
          googleId: identity.googleId,
          emailConfirmed: true,
          emailConfirmationHash: null,
          emailConfirmationExpiresAt: null,
          role: 'helper',
          mentorship: null,
          industry: null,
          phoneNumber: null,
          jobTitle: null,
          description: null,
          photoUrl: null,
          profileComplete: false,
          // What the squatter chose for the owner: which mails arrive (none of these settings names an address), and
          // whether and how many requests come in, go back to the defaults of a new member.
          notificationSettings: null,
          acceptingRequests: true,
          requestCapacity: null,
          verifiedAt: null,
          verifiedBy: null,
          verificationNote: null,
          verifiedIndustry: null,
        });
        await manager.save(squatted);
      });
    } finally {
      this.users.forgetAuthState(squatted.id);
    }
    // Read again: the token this sign-in gets must carry the version the takeover moved to.
    return (await this.users.findById(squatted.id)) as User;
  }

  private async createMember(identity: GoogleIdentity): Promise<User> {
    try {
      return await this.users.save(
        Object.assign(new User(), {
          name: identity.name,
          email: normalizeEmail(identity.email),
          passwordHash: null,
          googleId: identity.googleId,
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
