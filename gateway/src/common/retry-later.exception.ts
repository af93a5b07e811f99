import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A 429 that says when to try again: the API's error filter (api-error.filter.ts) sends
 * `retryAfterS` as Retry-After, so no route has to catch it to set the header.
 */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterS: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
