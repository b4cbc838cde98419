import { Inject, Injectable, Logger, UnauthorizedException, BadRequestException } from '@nestjs/common';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';
import { MailService } from '../mail/mail.service';
import { AuditService } from '../audit/audit.service';
import { MyAdsService } from '../ads/my-ads.service';
import { MyBusinessGroupsService } from '../business-groups/my-business-groups.service';
import { MessageParticipantsService } from '../conversations/requests/message-participants.service';
import { MyJobsService } from '../jobs/my-jobs.service';
import { CredentialsService } from './credentials.service';
import { accountEmails } from './account-emails';
import { ProfileService } from './profile.service';

const DELETION_LINK_SECONDS = 60 * 60;

export type DeletionStart = 'deleted' | 'link-sent';

@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly credentials: CredentialsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly ads: MyAdsService,
    private readonly groups: MyBusinessGroupsService,
    private readonly messages: MessageParticipantsService,
    private readonly links: SignedTokens,
    private readonly profile: ProfileService,
    private readonly jobs: MyJobsService,
  ) {}

  /** With a password: at once. A Google-only account has none, so it confirms through a one-hour mailed link. */
  async start(userId: number, password: string | undefined, address: string): Promise<DeletionStart> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.http.unauthorized);
    if (user.passwordHash === null) {
      const token = this.links.sign('account-deletion', { sub: user.id, tv: user.tokenVersion }, DELETION_LINK_SECONDS);
      await this.mail.send(accountEmails.confirmDeletion(user.email, user.name, `${this.config.appUrl}/account/delete/confirm#token=${token}`));
      return 'link-sent';
    }
    await this.credentials.checkPassword(user, password, address);
    await this.delete(user);
    return 'deleted';
  }

  async confirm(token: string): Promise<void> {
    const claims = this.links.verify<{ sub: number; tv: number }>('account-deletion', token);
    const user = claims ? await this.users.findById(claims.sub) : null;
    if (!claims || !user || user.tokenVersion !== claims.tv) throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
    await this.delete(user);
  }

  /**
   * Ads (and their files), the photo, business listings and job postings (with their applications' CVs) go; the CVs
   * the member sent go too; messages and conversations stay with the other
   * participant, this member shown as "Deleted member" (docs/conversations.md); the row goes, which frees the address, ends every session (the token's account no longer exists)
   * and takes the member out of every directory at once. The audit entry names the id only.
   */
  private async delete(user: User): Promise<void> {
    const { id, email, name } = user;
    await this.ads.removeAllOf(id);
    await this.groups.removeAllOf(id);
    // Their postings, and with them the CVs applicants sent to them (docs/jobs.md "The CV").
    await this.jobs.removeAllOf(id);
    await this.messages.forgetParticipant(id);
    await this.profile.removePhoto(id);
    await this.users.remove(id);
    await this.audit.record(
      { id, email: '', name: '', role: user.role, industry: null, profileComplete: true, emailConfirmed: true },
      'delete-account',
      'user',
      id,
    );
    this.logger.log(`account ${id} deleted`);
    // The row is gone: the mail is given the member's language, which no account holds any more.
    await this.mail.send(accountEmails.accountDeleted(email, name, user.language));
  }
}
