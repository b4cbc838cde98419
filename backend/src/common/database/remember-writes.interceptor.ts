import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, catchError, from, mergeMap, throwError } from 'rxjs';
import { AuthUser } from '../auth/auth-user';
import { ReadReplicas } from './read-replicas';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes for every request that may have written: once a signed-in member's POST, PUT, PATCH or DELETE
 * has been handled (its transactions committed), the primary's position is remembered for that member before the
 * answer leaves, so their next read, on any instance, waits for a replica that has it (ReadReplicas). A refused
 * request may have written too (an audit row, a counter), so it counts as well. Nothing happens without replicas.
 */
@Injectable()
export class RememberWrites implements NestInterceptor {
  constructor(private readonly replicas: ReadReplicas) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.replicas.enabled || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<{ method: string; user?: AuthUser }>();
    if (READS.has(request.method)) return next.handle();
    const remember = () => {
      const accountId = request.user?.id;
      return accountId === undefined ? Promise.resolve() : this.replicas.rememberWriteOf(accountId).catch(() => undefined);
    };
    return next.handle().pipe(
      mergeMap((answer) => from(remember().then(() => answer))),
      catchError((error) => from(remember()).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}
