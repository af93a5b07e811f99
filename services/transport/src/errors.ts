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
