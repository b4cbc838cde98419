import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, GoneException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';
import { authEmails } from './auth-emails';

export const CONFIRMATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** One new link a minute per account, besides the per-address limit every auth form has. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Proven email (docs/security.md): a new password account gets a 24-hour, single-use link. Only the SHA-256
 * of the token is stored, on the account's row, so a newer link replaces (and so withdraws) the older one.
 */
@Injectable()
export class EmailConfirmationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly clock: Clock,
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

  /** Stores a new link's hash, which withdraws any older link; answers the link to mail once the write is committed. */
  async storeLink(userId: number, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const { columns, link } = this.newLink();
    await manager.update(User, { id: userId }, columns);
    return link;
  }

  /** Queued in the outbox with the write that made the link (the request never waits for SMTP). */
  async mailLink(user: Pick<User, 'email' | 'name'>, link: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.mail.enqueue(manager, authEmails.confirmEmail(user.email, user.name, link));
  }

  async confirm(token: string): Promise<void> {
    const tokenHash = sha256(token);
    const users = this.dataSource.getRepository(User);
    const account = await users.findOne({
      where: { emailConfirmationHash: tokenHash },
      select: { id: true, emailConfirmationExpiresAt: true, suspendedAt: true },
    });
    if (!account || account.suspendedAt) throw new BadRequestException(MESSAGES.emailConfirmation.invalidLink);
    if (!account.emailConfirmationExpiresAt || account.emailConfirmationExpiresAt.getTime() <= this.clock.now().getTime()) {
      throw new GoneException(MESSAGES.emailConfirmation.expiredLink);
    }
    // The hash in the WHERE makes the link single use even when two tabs open it at once.
    const claimed = await users.update(
      { id: account.id, emailConfirmationHash: tokenHash },
      { emailConfirmed: true, emailConfirmationHash: null, emailConfirmationExpiresAt: null },
    );
    if (!claimed.affected) throw new BadRequestException(MESSAGES.emailConfirmation.invalidLink);
    this.users.forgetAuthState(account.id);
  }

  async resend(userId: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.http.unauthorized);
    if (user.emailConfirmed) throw new ConflictException(MESSAGES.emailConfirmation.alreadyConfirmed);
    if (user.emailConfirmationExpiresAt) {
      const issuedAt = user.emailConfirmationExpiresAt.getTime() - CONFIRMATION_LINK_LIFETIME_MS;
      const waitMs = issuedAt + CONFIRMATION_RESEND_INTERVAL_MS - this.clock.now().getTime();
      if (waitMs > 0) throw new TooManyRequestsException(Math.ceil(waitMs / 1000));
    }
    await this.dataSource.transaction(async (manager) => this.mailLink(user, await this.storeLink(user.id, manager), manager));
  }
}
