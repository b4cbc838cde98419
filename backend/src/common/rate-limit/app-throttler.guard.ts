import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import { TooManyRequestsException } from '../http/too-many-requests.exception';

/**
 * @nestjs/throttler names its header `Retry-After-<throttler>` for named throttlers; clients and proxies
 * understand only the standard `Retry-After`, which the exceptions filter sets from this exception.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyRequestsException(detail.timeToBlockExpire || detail.timeToExpire);
  }
}
