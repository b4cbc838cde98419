import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_TEXTS } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { UsersService } from '../users/users.service';
import { MailService } from '../mail/mail.service';
import { dataExportMail } from './account-emails';
import { EvenAnswerTime } from '../../common/http/even-answer-time';

const EXPORT_LINK_SECONDS = 24 * 60 * 60;

/**
 * The export for members who cannot sign in (suspended): a signed link to the account's own address, which
 * proves the request comes from whoever reads that mailbox. Peers' users report exports missing for exactly them.
 * The link opens the web page /account/export/download (token in the fragment, kept out of logs and Referer),
 * which fetches GET /account/export/download?token=… and saves the file.
 */
@Injectable()
export class DataExportLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly links: SignedTokens,
    private readonly evenTime: EvenAnswerTime,
  ) {}

  /**
   * The same answer in the same time whatever the address (issue #23): an unknown address used to answer as soon
   * as its lookup missed, a known one after signing and queueing the mail, so the time told who is a member. Both
   * now answer no sooner than ACCOUNT_FORMS_ANSWER_MS, as registration and forgot-password do.
   */
  send(email: string): Promise<void> {
    return this.evenTime.run(async () => {
      const user = await this.users.findByEmail(email);
      if (!user) return;
      const token = this.links.sign('data-export', { sub: user.id, tv: user.tokenVersion }, EXPORT_LINK_SECONDS);
      await this.mail.send(dataExportMail(user.email, user.name, `${this.config.appUrl}/account/export/download#token=${token}`));
    });
  }

  async verify(token: unknown): Promise<number> {
    const claims = this.links.verify<{ sub: number; tv: number }>('data-export', token);
    const user = claims ? await this.users.findById(claims.sub) : null;
    if (!claims || !user || user.tokenVersion !== claims.tv) throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
    return user.id;
  }
}
