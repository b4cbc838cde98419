import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';

/** 429 with the seconds after which a retry can succeed; the exceptions filter turns them into `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(MESSAGES.http.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
  }
}
