import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES } from '@community/vocabulary';
import { CONFIRMED_EMAIL } from '../decorators/access.decorators';
import { AuthUser } from '../auth/auth-user';

/**
 * An account that has not proved its address may sign in and set up its profile, but may not reach other
 * members until it does: a squatter on someone else's address can then do nothing in that person's name.
 */
@Injectable()
export class ConfirmedEmailGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (!this.reflector.getAllAndOverride<boolean | undefined>(CONFIRMED_EMAIL, [context.getHandler(), context.getClass()])) return true;
    const user: AuthUser | undefined = context.switchToHttp().getRequest().user;
    if (user?.emailConfirmed) return true;
    throw new ForbiddenException(MESSAGES.emailConfirmation.required);
  }
}
