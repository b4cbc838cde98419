import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Transactions } from '../../common/database/transactions';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AuditService } from '../audit/audit.service';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { AdminUsersService } from '../users/admin-users.service';
import { TwoFactorService } from './two-factor.service';
import { twoFactorEmails } from './two-factor-emails';

/**
 * An admin turns two-factor off for another account whose holder lost both the phone and the recovery codes
 * (docs/security.md, "Admin two-factor"). It removes what the account's own "Turn off" removes and, in the same
 * transaction, ends every session (whoever holds the phone may hold one), writes the audit entry and queues a mail
 * to the account, so the holder learns of a reset they did not ask for. An admin's own account is refused: there
 * the account page, with a code, is the way; so is another admin's, by the rule that also refuses suspending one
 * (AdminUsersService.refuseAdminAccount): that is the server's `npm run reset-two-factor`.
 */
@Injectable()
export class TwoFactorReset {
  constructor(
    private readonly transactions: Transactions,
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly adminUsers: AdminUsersService,
  ) {}

  async reset(actor: AuthUser, id: number): Promise<void> {
    if (id === actor.id) throw new BadRequestException(TWO_FACTOR_TEXTS.resetOwn);
    const account = await this.users.findById(id);
    if (!account) throw new NotFoundException(ADMIN_TEXTS.userNotFound);
    this.adminUsers.refuseAdminAccount(account);
    const reset = await this.transactions.run(async (manager) => {
      // Of two admins resetting at once only one gets true, so only one records it and mails the account.
      if (!(await this.twoFactor.turnOffInside(manager, id))) return false;
      await this.audit.record(actor, 'reset-two-factor', 'user', id, `${account.name} <${account.email}>`, manager);
      await this.mail.enqueue(manager, twoFactorEmails.resetByAdmin(account.email, account.name));
      return true;
    });
    if (!reset) throw new ConflictException(TWO_FACTOR_TEXTS.notOnForMember);
    this.users.tokensRevoked(id);
  }
}
