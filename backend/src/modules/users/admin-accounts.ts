import { ForbiddenException } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { User } from './entities/user.entity';

/**
 * The admin panel acts on members, never on another admin's account: suspending one is refused, and so is resetting
 * its two-factor sign-in, which would leave that account to its password alone (a phished or reused one included)
 * on the word of a single admin. One rule, one text, for both doors. An admin who lost the phone and the recovery
 * codes is reset on the server (`npm run reset-two-factor -- <email>`) by whoever runs it (docs/deploy.md).
 */
export function refuseAdminAccount(account: Pick<User, 'role'>): void {
  if (account.role === 'admin') throw new ForbiddenException(MESSAGES.moderation.adminAccount);
}
