import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../auth/auth-user';

/**
 * For lists whose access depends on the query (approved for everyone, pending for admins):
 * anonymous callers are asked to sign in, signed-in non-admins are refused.
 */
export function assertAdmin(viewer: AuthUser | undefined): void {
  if (!viewer) throw new UnauthorizedException(MESSAGES.http.unauthorized);
  if (viewer.role !== 'admin') throw new ForbiddenException(MESSAGES.http.forbidden);
}
