import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { VERIFICATION_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AuditService } from '../audit/audit.service';
import { Transactions } from '../../common/database/transactions';
import { UsersRepository } from './users.repository';
import { User } from './entities/user.entity';
import { AdminUserDto, mapAdminUser } from './dto/admin-user.dto';
import { applyVerification, clearVerification, isListedInDirectory } from './verification';

/** The audit summary when a member's own change of industry or mentorship removes the mark (no personal data). */
export const VERIFICATION_REMOVED_BY_PROFILE_CHANGE = 'verification removed: industry or mentorship changed';

/**
 * Verified professionals (issue #12): an admin marks a member whose credentials they checked and removes the
 * mark. Both are audit-logged with the member's name and email, as a suspension is; the note (which may hold
 * a licence number) stays on the row for admins and never enters the audit log.
 */
@Injectable()
export class VerificationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly transactions: Transactions,
  ) {}

  /** Verifying again replaces the note and the date (a re-check). */
  async verify(admin: AuthUser, id: number, note: string): Promise<AdminUserDto> {
    const user = await this.existing(id);
    if (!isListedInDirectory(user)) throw new BadRequestException(VERIFICATION_TEXTS.notListed);
    applyVerification(user, admin.id, note.trim(), this.clock.now());
    await this.transactions.run(async (manager) => {
      // Only if the member is still in the industry and role the admin looked at: a member moving at the same moment
      // (PATCH /account, PATCH /auth/profile) must not end up verified for an industry nobody checked, and a save of
      // the row read above would write its old industry back over theirs.
      if (!(await this.users.markVerifiedIfUnchanged(user, manager))) throw new ConflictException(VERIFICATION_TEXTS.profileChanged);
      await this.audit.record(admin, 'verify-user', 'user', id, `${user.name} <${user.email}>`, manager);
    });
    return mapAdminUser(user);
  }

  /** Removing a mark that is not there changes and records nothing. */
  async remove(admin: AuthUser, id: number): Promise<AdminUserDto> {
    const user = await this.existing(id);
    if (!clearVerification(user)) return mapAdminUser(user);
    await this.transactions.run(async (manager) => {
      // The four columns only: the row read above may be older than the member's own last change.
      await this.users.clearVerification(id, manager);
      await this.audit.record(admin, 'remove-verification', 'user', id, `${user.name} <${user.email}>`, manager);
    });
    return mapAdminUser(user);
  }

  private async existing(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(ADMIN_TEXTS.userNotFound);
    return user;
  }
}
