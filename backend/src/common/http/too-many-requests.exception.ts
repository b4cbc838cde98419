import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';

/** 429 with the seconds after which a retry can succeed; the exceptions filter turns them into `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  /** `message` is the error_message; a limit with its own words (the ad limit) passes them. */
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MESSAGES.http.tooManyRequests,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
