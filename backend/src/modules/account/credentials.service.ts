import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { isDuplicateKey } from '../../common/database/duplicate-key';
import { UsersService, normalizeEmail } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/entities/user.entity';
import { MailMessage, MailService } from '../mail/mail.service';
import { TokenService } from '../auth/token.service';
import { accountEmails } from './account-emails';

const EMAIL_LINK_SECONDS = 60 * 60;

interface EmailChangeClaims {
  sub: number;
  /** Single use without a table: once the account's address is no longer `from`, the link is spent. */
  from: string;
  to: string;
}

@Injectable()
export class CredentialsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly tokens: TokenService,
    private readonly links: SignedTokens,
    private readonly dataSource: DataSource,
  ) {}

  /** Ends every other session by bumping the token version, and hands this one a fresh token. */
  async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<string> {
    const user = await this.signedInUser(userId);
    await this.checkPassword(user, currentPassword);
    user.passwordHash = await this.hasher.hash(newPassword);
    user.tokenVersion += 1;
    const saved = await this.saveWithMail(user, accountEmails.passwordChanged(user.email, user.name));
    return this.tokens.issue(saved);
  }

  async checkPassword(user: User, password: string | undefined): Promise<void> {
    if (!user.passwordHash || !password || !(await this.hasher.verify(user.passwordHash, password))) {
      throw new BadRequestException(ACCOUNT_TEXTS.wrongPassword);
    }
  }

  async requestEmailChange(userId: number, newEmail: string): Promise<void> {
    const user = await this.signedInUser(userId);
    const to = normalizeEmail(newEmail);
    if (to === user.email) throw new BadRequestException(ACCOUNT_TEXTS.sameEmail);
    if (await this.users.findByEmail(to)) throw new ConflictException(MESSAGES.signup.emailTaken);
    // Moving to a look-alike of another member's address would bypass the registration check (docs/security.md).
    if (await this.users.hasLookAlikeOf(to, user.id)) throw new ConflictException(MESSAGES.confusableEmail.refused);
    const token = this.links.sign('email-change', { sub: user.id, from: user.email, to }, EMAIL_LINK_SECONDS);
    // Both or neither: the old address always hears of a link sent to a new one.
    await this.dataSource.transaction(async (manager) => {
      await this.mail.enqueue(manager, accountEmails.confirmNewEmail(to, user.name, `${this.config.appUrl}/account/email/confirm#token=${token}`));
      await this.mail.enqueue(manager, accountEmails.emailChangeRequested(user.email, user.name));
    });
  }

  async confirmEmailChange(token: string): Promise<string> {
    const claims = this.links.verify<EmailChangeClaims>('email-change', token);
    const user = claims ? await this.users.findById(claims.sub) : null;
    if (!claims || !user || user.suspendedAt || user.email !== claims.from) throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
    const oldEmail = user.email;
    user.email = claims.to;
    // The address is part of what a token stands for: sessions that knew the old one end too.
    user.tokenVersion += 1;
    try {
      await this.saveWithMail(user, accountEmails.emailChanged(oldEmail, user.name));
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.signup.emailTaken);
      throw error;
    }
    return this.tokens.issue(user);
  }

  /** The account's change and the mail telling of it, in one transaction. */
  private async saveWithMail(user: User, mail: MailMessage): Promise<User> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const saved = await manager.save(user);
        await this.mail.enqueue(manager, mail);
        return saved;
      });
    } finally {
      this.users.forgetAuthState(user.id);
    }
  }

  private async signedInUser(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.http.unauthorized);
    return user;
  }
}
