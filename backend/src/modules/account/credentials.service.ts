import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { isDuplicateKey } from '../../common/database/duplicate-key';
import { Transactions } from '../../common/database/transactions';
import { UsersService, normalizeEmail } from '../users/users.service';
import { CredentialsVersion } from '../users/credentials-version.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { User } from '../users/entities/user.entity';
import { MailService } from '../mail/mail.service';
import { TokenService } from '../sessions/token.service';
import { SignInLimiter } from '../sessions/sign-in-limiter.service';
import { accountEmails } from './account-emails';

const EMAIL_LINK_SECONDS = 60 * 60;

interface EmailChangeClaims {
  sub: number;
  /** Single use without a table: once the account's address is no longer `from`, the link is spent. */
  from: string;
  to: string;
  /** The credentials version it was issued at: a password change or reset, a Google takeover, ... kills it. */
  tv: number;
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
    private readonly transactions: Transactions,
    private readonly limiter: SignInLimiter,
    private readonly credentialsVersion: CredentialsVersion,
  ) {}

  /** Ends every other session and emailed link (the credentials version moves on), and hands this session a fresh token. */
  async changePassword(userId: number, currentPassword: string, newPassword: string, address: string): Promise<string> {
    const user = await this.signedInUser(userId);
    await this.checkPassword(user, currentPassword, address);
    const passwordHash = await this.hasher.hash(newPassword);
    await this.transactions.run(async (manager) => {
      await this.credentialsVersion.moveOn(manager, user.id);
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      await this.mail.enqueue(manager, accountEmails.passwordChanged(user.email, user.name));
    });
    this.users.tokensRevoked(user.id);
    return this.tokens.issue(await this.signedInUser(user.id));
  }

  /**
   * The current password, counted like a sign-in attempt for the account and the address (SignInLimiter): a stolen
   * session cannot guess it through the account's doors any faster than through sign-in, and 429 once used up.
   */
  async checkPassword(user: User, password: string | undefined, address: string): Promise<void> {
    await this.limiter.attempt(
      user.email,
      address,
      async () => !!user.passwordHash && !!password && this.hasher.verify(user.passwordHash, password),
      () => new BadRequestException(ACCOUNT_TEXTS.wrongPassword),
    );
  }

  /**
   * Enumeration-safe, like registration (docs/security.md): an address that already has an account answers exactly
   * like a free one (the controller says the same and holds both to the same answer time), and its owner is mailed
   * instead, with nothing that could move an account. The old address hears of the request either way.
   */
  async requestEmailChange(userId: number, newEmail: string): Promise<void> {
    const user = await this.signedInUser(userId);
    const to = normalizeEmail(newEmail);
    if (to === user.email) throw new BadRequestException(ACCOUNT_TEXTS.sameEmail);
    const owner = await this.users.findByEmail(to);
    // Moving to a look-alike of another member's address would bypass the registration check; the same address is the "taken" branch.
    if (!owner && (await this.users.hasLookAlikeOf(to, user.id))) throw new ConflictException(MESSAGES.confusableEmail.refused);
    const token = this.links.sign(
      'email-change',
      { sub: user.id, from: user.email, to, tv: user.tokenVersion } satisfies EmailChangeClaims,
      EMAIL_LINK_SECONDS,
    );
    const toNewAddress = owner
      ? accountEmails.emailChangeToTakenAddress(owner.email, owner.name)
      : // The new address is not the account's yet: the mail is given the member's language.
        accountEmails.confirmNewEmail(to, user.name, `${this.config.appUrl}/account/email/confirm#token=${token}`, user.language);
    // Both or neither: the old address always hears of a request, whichever branch it took.
    await this.transactions.run(async (manager) => {
      if (!owner?.suspendedAt) await this.mail.enqueue(manager, toNewAddress);
      await this.mail.enqueue(manager, accountEmails.emailChangeRequested(user.email, user.name));
    });
  }

  /**
   * The link works once, for the account as it was when the link was made: the same address (`from`) and the same
   * credentials version (`tv`), claimed by one conditional update so a change racing it cannot both pass. The new
   * address is proven by the link itself, so the account is confirmed; every session and other link ends.
   */
  async confirmEmailChange(token: string): Promise<string> {
    const claims = this.links.verify<EmailChangeClaims>('email-change', token);
    const user = claims ? await this.users.findById(claims.sub) : null;
    if (!claims || !user || user.suspendedAt || user.email !== claims.from || typeof claims.tv !== 'number' || user.tokenVersion !== claims.tv) {
      throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
    }
    const oldEmail = user.email;
    try {
      await this.transactions.run(async (manager) => {
        if (!(await this.credentialsVersion.moveOn(manager, user.id, claims.tv))) throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
        Object.assign(user, {
          email: claims.to,
          emailConfirmed: true,
          emailConfirmationHash: null,
          emailConfirmationExpiresAt: null,
          tokenVersion: claims.tv + 1,
        });
        await this.users.saveWithCredentials(user, manager);
        await this.mail.enqueue(manager, accountEmails.emailChanged(oldEmail, user.name));
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.signup.emailTaken);
      throw error;
    } finally {
      this.users.tokensRevoked(user.id);
    }
    return this.tokens.issue(user);
  }

  private async signedInUser(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.http.unauthorized);
    return user;
  }
}
