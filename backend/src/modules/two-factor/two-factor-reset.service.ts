import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import { TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AuditService } from '../audit/audit.service';
import { MailService } from '../mail/mail.service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { TwoFactorSecret } from './entities/two-factor-secret.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { twoFactorEmails } from './two-factor-emails';

/**
 * An admin turns two-factor off for another account whose holder lost both the phone and the recovery codes
 * (docs/security.md, "Admin two-factor"). It removes what the account's own "Turn off" removes and, in the same
 * transaction, ends every session (whoever holds the phone may hold one), writes the audit entry and queues a mail
 * to the account, so the holder learns of a reset they did not ask for. An admin's own account is refused: there
 * the account page, with a code, is the way.
 */
@Injectable()
export class TwoFactorReset {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  async reset(actor: AuthUser, id: number): Promise<void> {
    if (id === actor.id) throw new BadRequestException(TWO_FACTOR_TEXTS.resetOwn);
    const account = await this.users.findById(id);
    if (!account) throw new NotFoundException(ADMIN_TEXTS.userNotFound);
    const reset = await this.dataSource.transaction(async (manager) => {
      // Only a secret that is on counts (a set-up never confirmed asks nothing at sign-in). Conditional, so of two
      // admins resetting at once only one records it and mails the account.
      const removed = await manager.delete(TwoFactorSecret, { userId: id, enabledAt: Not(IsNull()) });
      if (!removed.affected) return false;
      await manager.delete(RecoveryCode, { userId: id });
      await manager.increment(User, { id }, 'tokenVersion', 1);
      await this.audit.record(actor, 'reset-two-factor', 'user', id, `${account.name} <${account.email}>`, manager);
      await this.mail.enqueue(manager, twoFactorEmails.resetByAdmin(account.email, account.name));
      return true;
    });
    if (!reset) throw new ConflictException(TWO_FACTOR_TEXTS.notOnForMember);
    this.users.tokensRevoked(id);
  }
}
