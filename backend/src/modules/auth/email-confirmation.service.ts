import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, GoneException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { User } from '../users/entities/user.entity';
import { authEmails } from './auth-emails';
import { ConfirmationResendLimit } from './confirmation-resend-limit';
import { UnprovenAccountTakeover, placeholderName } from './unproven-account-takeover';

export const CONFIRMATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** One new link a minute per account from the signed-in Resend, besides the per-address limit every auth form has. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Proven email (docs/security.md): a new password account gets a 24-hour, single-use link. Only the SHA-256
 * of the token is stored, on the account's row, so a newer link replaces (and so withdraws) the older one.
 *
 * The link proves the mailbox, not who holds the password: someone may have registered the address before its
 * owner. So it confirms the account only for a session of that account (whoever holds the password and the
 * mailbox); anyone else who opens it may instead set a new password, which takes the account over like Google's
 * proof does (docs/security.md, "Confirmation link").
 */
@Injectable()
export class EmailConfirmationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly takeover: UnprovenAccountTakeover,
    private readonly resendLimit: ConfirmationResendLimit,
  ) {}

  /** A new link: the columns to store on the account (only the token's hash) and the link to mail once they are. */
  newLink(): { columns: Pick<User, 'emailConfirmationHash' | 'emailConfirmationExpiresAt'>; link: string } {
    const token = randomBytes(32).toString('base64url');
    return {
      columns: {
        emailConfirmationHash: sha256(token),
        emailConfirmationExpiresAt: new Date(this.clock.now().getTime() + CONFIRMATION_LINK_LIFETIME_MS),
      },
      link: `${this.config.appUrl}/confirm-email/${token}`,
    };
  }

  /** Queued in the outbox with the write that made the link (the request never waits for SMTP). */
  async mailLink(user: Pick<User, 'email' | 'name'>, link: string, manager: EntityManager): Promise<void> {
    await this.mail.enqueue(manager, authEmails.confirmEmail(user.email, user.name, link));
  }

  /** Confirms the session's own account; another account's link is refused (it belongs to whoever signs in to that one). */
  async confirm(token: string, sessionUserId: number): Promise<void> {
    const tokenHash = sha256(token);
    const account = await this.linkedAccount(tokenHash);
    if (account.id !== sessionUserId) throw new ForbiddenException(MESSAGES.emailConfirmation.otherAccount);
    // The hash in the WHERE makes the link single use even when two tabs open it at once.
    if (!(await this.users.confirmEmail(account.id, tokenHash))) throw new BadRequestException(MESSAGES.emailConfirmation.invalidLink);
  }

  /**
   * Whoever holds the link without the account's session (the owner of an address someone else registered): the new
   * password replaces the earlier holder's and the account is taken over (UnprovenAccountTakeover), confirmed.
   */
  async confirmWithNewPassword(token: string, newPassword: string): Promise<void> {
    const tokenHash = sha256(token);
    const account = await this.linkedAccount(tokenHash);
    const passwordHash = await this.hasher.hash(newPassword);
    const taken = await this.transactions
      .run(async (manager) => {
        // Single use, and never a confirmed account, even one that kept a hash (the claim is the first write).
        if (!(await this.users.claimConfirmationLink(account.id, tokenHash, manager))) return false;
        const current = (await this.users.findById(account.id, manager)) as User;
        await this.takeover.handOver(manager, current, { name: placeholderName(current.email), passwordHash, googleId: null });
        return true;
      })
      .finally(() => this.users.forgetAuthState(account.id));
    if (!taken) throw new BadRequestException(MESSAGES.emailConfirmation.invalidLink);
  }

  /** The signed-in Resend (the banner): a new link for the session's own unconfirmed account, one a minute. */
  async resend(userId: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.http.unauthorized);
    if (user.emailConfirmed) throw new ConflictException(MESSAGES.emailConfirmation.alreadyConfirmed);
    if (user.emailConfirmationExpiresAt) {
      const issuedAt = user.emailConfirmationExpiresAt.getTime() - CONFIRMATION_LINK_LIFETIME_MS;
      const waitMs = issuedAt + CONFIRMATION_RESEND_INTERVAL_MS - this.clock.now().getTime();
      if (waitMs > 0) throw new TooManyRequestsException(Math.ceil(waitMs / 1000));
    }
    // Only over the link this request read: of several Resends sent together, one replaces it and the rest are late.
    if (!(await this.replaceLink(user, user.emailConfirmationHash))) {
      const now = await this.users.findById(userId);
      if (now?.emailConfirmed) throw new ConflictException(MESSAGES.emailConfirmation.alreadyConfirmed);
      throw new TooManyRequestsException(Math.ceil(CONFIRMATION_RESEND_INTERVAL_MS / 1000));
    }
  }

  /**
   * The signed-out "Send it again" (POST /auth/confirmation/resend): the caller answers the same whatever happens
   * here, in even time. Counted per address first, for every address alike; then a new link (the older one
   * withdrawn) only for an unconfirmed, unsuspended account. A confirmed account gets nothing: its owner already
   * proved the address, and the registration that found it taken mailed them a note with the sign-in link.
   */
  async resendTo(email: string): Promise<void> {
    await this.resendLimit.take(email);
    const account = await this.users.findByEmail(email);
    if (!account || account.emailConfirmed || account.suspendedAt) return;
    await this.replaceLink(account);
  }

  /**
   * Stores a new link's hash, which withdraws any older link, and queues its mail: both or neither. With `over`, only
   * while the stored link is still that one (a compare-and-set on its hash). True when the link was stored.
   */
  private async replaceLink(account: User, over?: string | null): Promise<boolean> {
    const { columns, link } = this.newLink();
    return this.transactions.run(async (manager) => {
      // Only while unconfirmed and not suspended: a confirmation or suspension racing this keeps its row unchanged, and no mail goes.
      const stored = await this.users.replaceConfirmationLink(account.id, columns, over, manager);
      if (stored) await this.mailLink(account, link, manager);
      return stored;
    });
  }

  /** The account a live link names: 400 for an unknown, used or replaced one (or a suspended account), 410 once expired. */
  private async linkedAccount(tokenHash: string): Promise<Pick<User, 'id' | 'emailConfirmationExpiresAt'>> {
    const account = await this.users.findByConfirmationHash(tokenHash);
    if (!account || account.suspendedAt) throw new BadRequestException(MESSAGES.emailConfirmation.invalidLink);
    if (!account.emailConfirmationExpiresAt || account.emailConfirmationExpiresAt.getTime() <= this.clock.now().getTime()) {
      throw new GoneException(MESSAGES.emailConfirmation.expiredLink);
    }
    return account;
  }
}
