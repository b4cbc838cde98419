import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { Language, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Transactions } from '../../common/database/transactions';
import { MailService } from '../mail/mail.service';
import { UsersService, normalizeEmail } from '../users/users.service';
import { authEmails } from './auth-emails';
import { PasswordHasher } from '../users/password-hasher.service';
import { CredentialsVersion } from '../users/credentials-version.service';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { UnprovenAccountTakeover, placeholderName } from './unproven-account-takeover';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly resetLinks: PasswordResetTokensRepository,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
    private readonly takeover: UnprovenAccountTakeover,
    private readonly credentialsVersion: CredentialsVersion,
  ) {}

  /**
   * Sends a link when the account exists, and a "no account uses this address" mail when none does; the caller
   * answers the same either way and neither branch waits for SMTP (docs/security.md, "Enumeration-safe forms").
   */
  /** `language`: the request's Accept-Language, for the mail to an address without an account. */
  async requestReset(email: string, language?: Language): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      await this.mail.send(authEmails.resetWithoutAccount(normalizeEmail(email), `${this.config.appUrl}/signup`, language));
      return;
    }
    if (user.suspendedAt) return;
    const token = randomBytes(32).toString('base64url');
    const link = `${this.config.appUrl}/reset-password/${token}`;
    // The link and its mail commit together; the outbox worker sends it, so the answer never waits for the mail server.
    await this.transactions.run(async (manager) => {
      // Only the newest link works: an older one lying in a mailbox is one more way in.
      await this.resetLinks.withdrawAll(user.id, new Date(), manager);
      await this.resetLinks.add(
        { userId: user.id, tokenHash: sha256(token), tokenVersion: user.tokenVersion, expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS), usedAt: null },
        manager,
      );
      await this.mail.enqueue(manager, authEmails.resetLink(user.email, user.name, link, !user.emailConfirmed));
    });
  }

  /**
   * Single use, one hour, and only for the account as it was when the link was made (its credentials version); a
   * reset refuses every sign-in token and every other emailed link issued before it. The link proves the mailbox: an
   * account whose address was never proven is taken over by whoever holds it, as Google's proof does
   * (UnprovenAccountTakeover), and its address becomes confirmed.
   */
  async reset(token: string, newPassword: string): Promise<void> {
    const passwordHash = await this.hasher.hash(newPassword);
    const userId = await this.transactions.run(async (manager) => {
      const row = await this.resetLinks.claim(sha256(token), new Date(), manager);
      if (!row) return null;
      // A member suspended after asking gets the same answer as a dead link: the reply never tells of a suspension.
      const account = await this.users.findById(row.userId, manager);
      if (!account || account.suspendedAt) return null;
      // Conditional on the version the link carries: a credentials change since (or racing this reset) wins.
      if (!(await this.credentialsVersion.moveOn(manager, row.userId, row.tokenVersion))) return null;
      if (!account.emailConfirmed) {
        await this.takeover.handOver(manager, account, { name: placeholderName(account.email), passwordHash, googleId: null });
        return row.userId;
      }
      await this.users.setPasswordHash(row.userId, passwordHash, manager);
      await this.resetLinks.withdrawAll(row.userId, new Date(), manager);
      return row.userId;
    });
    if (userId === null) throw new BadRequestException(MESSAGES.resetPassword.invalidToken);
    this.users.forgetAuthState(userId);
  }
}
