import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { CredentialsVersion } from '../users/credentials-version.service';
import { UsersService } from '../users/users.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { MyBusinessGroupsService } from '../business-groups/my-business-groups.service';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';

/** Who proved the mailbox, and what they sign in with from now on. */
export interface ProvenOwner {
  name: string;
  passwordHash: string | null;
  googleId: string | null;
}

/**
 * An account whose address was never proven may have been registered by someone else (account pre-hijacking,
 * docs/security.md "Proven email"). Whoever proves the mailbox later takes it over: Google's verified address, a
 * password reset through the mailed link, or the confirmation link opened without the account's session. Nothing the
 * earlier holder set up can be told apart from the owner's, so all of it goes, and the account starts as a fresh
 * member with the owner's credentials and a confirmed address:
 * - every session, sign-in challenge and emailed link of the earlier holder (the credentials version moves on:
 *   a pending email change, reset, export, deletion and unsubscribe links, the confirmation link);
 * - two-factor (a code from the earlier holder's phone must not stand between the owner and the account);
 * - unused reset links and pending business listings filed in this address's name;
 * - the profile (name, role, industry, phone, job title, description, photo, verification), notification settings
 *   (the earlier holder could have switched every mail off), "open to new requests" and the request capacity.
 * Runs inside the caller's transaction, after the caller claimed its link; the caller forgets the cached auth state
 * once it has committed.
 */
@Injectable()
export class UnprovenAccountTakeover {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly credentialsVersion: CredentialsVersion,
    private readonly users: UsersService,
    private readonly listings: MyBusinessGroupsService,
    private readonly resetLinks: PasswordResetTokensRepository,
  ) {}

  async handOver(manager: EntityManager, account: User, owner: ProvenOwner): Promise<void> {
    await this.credentialsVersion.moveOn(manager, account.id);
    await this.twoFactor.removeAllInside(manager, account.id);
    await this.listings.withdrawAllInside(account.id, manager);
    await this.resetLinks.withdrawAll(account.id, new Date(), manager);
    Object.assign(account, {
      ...owner,
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
      notificationSettings: null,
      acceptingRequests: true,
      requestCapacity: null,
      verifiedAt: null,
      verifiedBy: null,
      verificationNote: null,
      verifiedIndustry: null,
    });
    await this.users.saveWithCredentials(account, manager);
  }
}

/**
 * The name a takeover without one (a reset, the confirmation link) gives the account: the address's local part. The
 * earlier holder's name could pass for someone else's in a mail or a directory; the owner changes it on /account.
 */
export function placeholderName(email: string): string {
  return email.slice(0, email.lastIndexOf('@')) || email;
}
