import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Industry, MESSAGES, hasIndustryAccess } from '@community/vocabulary';
import { INDUSTRIES } from '../decorators/access.decorators';
import { AuthUser } from '../auth/auth-user';

/** The same rule as the web app's route guard, from the shared vocabulary. */
@Injectable()
export class IndustryGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const industries = this.reflector.getAllAndOverride<Industry[] | undefined>(INDUSTRIES, [context.getHandler(), context.getClass()]);
    if (!industries) return true;
    const user: AuthUser | undefined = context.switchToHttp().getRequest().user;
    if (user && hasIndustryAccess(user, industries)) return true;
    throw new ForbiddenException(MESSAGES.http.forbidden);
  }
}
