/** A call to another service did not complete; the gateway turns it into an HTTP error. */
export class RpcCallError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly pattern: string,
  ) {
    super(message);
    this.name = 'RpcCallError';
  }
}

/**
 * What a saturated service answers (503) to a request it could not start by the caller's `startBy`:
 * a sentence the UI shows as it is.
 */
export const BUSY_MESSAGE = 'The service is busy right now. Please try again in a few seconds.';

/** No replica answered before the deadline (none running, all busy, or Redis unreachable). */
export class ServiceUnavailableError extends RpcCallError {
  constructor(
    readonly service: string,
    pattern: string,
    /** Why, for the logs: the caller only sees the service name. */
    readonly detail: string,
  ) {
    super(`${service} service unavailable`, 503, pattern);
    this.name = 'ServiceUnavailableError';
  }
}
