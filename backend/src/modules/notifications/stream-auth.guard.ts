import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@community/vocabulary';
import { StreamTickets } from './stream-tickets';

/**
 * The stream's own sign-in (the route is @Public() for the app-wide guard): the bearer token when the Authorization
 * header is sent, else a single-use `?ticket=` from POST /notifications/stream-ticket; neither, or a bad one, is 401.
 */
@Injectable()
export class StreamAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly tickets: StreamTickets) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; query?: Record<string, unknown>; user?: unknown }>();
    const ticket = request.query?.ticket;
    if (request.headers.authorization || ticket === undefined) return (await super.canActivate(context)) as boolean;
    const user = typeof ticket === 'string' ? await this.tickets.redeem(ticket) : null;
    if (!user) throw new UnauthorizedException(MESSAGES.http.unauthorized);
    request.user = user;
    return true;
  }
}
