import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { UsersService, normalizeEmail } from '../users/users.service';
import { authEmails } from './auth-emails';
import { PasswordHasher } from '../users/password-hasher.service';
import { User } from '../users/entities/user.entity';
import { moveCredentialsVersion } from '../users/credentials-version.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { UnprovenAccountTakeover, placeholderName } from './unproven-account-takeover';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(PasswordResetToken) private readonly resetTokens: Repository<PasswordResetToken>,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
    private readonly takeover: UnprovenAccountTakeover,
  ) {}

  /**
   * Sends a link when the account exists, and a "no account uses this address" mail when none does; the caller
   * answers the same either way and neither branch waits for SMTP (docs/security.md, "Enumeration-safe forms").
   */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      await this.mail.send(authEmails.resetWithoutAccount(normalizeEmail(email), `${this.config.appUrl}/signup`));
      return;
    }
    if (user.suspendedAt) return;
    const token = randomBytes(32).toString('base64url');
    const link = `${this.config.appUrl}/reset-password/${token}`;
    // The link and its mail commit together; the outbox worker sends it, so the answer never waits for the mail server.
    await this.dataSource.transaction(async (manager) => {
      // Only the newest link works: an older one lying in a mailbox is one more way in.
      await this.withdrawLinks(manager, user.id);
      await manager.save(
        Object.assign(new PasswordResetToken(), {
          userId: user.id,
          tokenHash: sha256(token),
          tokenVersion: user.tokenVersion,
          expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
          usedAt: null,
        }),
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
    const userId = await this.dataSource.transaction(async (manager) => {
      const claimed = await manager.update(
        PasswordResetToken,
        { tokenHash: sha256(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        { usedAt: new Date() },
      );
      if (!claimed.affected) return null;
      const row = await manager.findOneByOrFail(PasswordResetToken, { tokenHash: sha256(token) });
      // A member suspended after asking gets the same answer as a dead link: the reply never tells of a suspension.
      const account = await manager.findOneBy(User, { id: row.userId });
      if (!account || account.suspendedAt) return null;
      // Conditional on the version the link carries: a credentials change since (or racing this reset) wins.
      if (!(await moveCredentialsVersion(manager, row.userId, row.tokenVersion))) return null;
      if (!account.emailConfirmed) {
        await this.takeover.handOver(manager, account, { name: placeholderName(account.email), passwordHash, googleId: null });
        return row.userId;
      }
      await manager.update(User, { id: row.userId }, { passwordHash });
      await this.withdrawLinks(manager, row.userId);
      return row.userId;
    });
    if (userId === null) throw new BadRequestException(MESSAGES.resetPassword.invalidToken);
    this.users.forgetAuthState(userId);
  }

  /** Marks every unused link of the account as used. */
  private async withdrawLinks(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: new Date() });
  }
}
