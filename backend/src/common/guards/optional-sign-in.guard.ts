import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * For a public endpoint that answers more to an admin (GET /admin/get-business-group?status_all=0):
 * a valid token sets request.user; no token or a bad one leaves the caller anonymous instead of failing.
 */
@Injectable()
export class OptionalSignInGuard extends AuthGuard('jwt') {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    if (!request.headers?.authorization) return true;
    return (await super.canActivate(context)) as boolean;
  }

  handleRequest<TUser>(_error: unknown, user: TUser | false): TUser {
    return (user || undefined) as TUser;
  }
}
