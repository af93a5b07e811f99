/**
 * What every route answers while a dependency it needs (PostgreSQL, Redis) is down: 503 with
 * `Retry-After`, never a 500. A service that does not answer in time keeps its own message
 * ("<service> service unavailable"), with the same status and header.
 */
export const UNAVAILABLE_MESSAGE =
  'SentiLog is temporarily unavailable. Please try again in a moment.';

/** The `Retry-After` of every 503: outages this answer covers (a restart, a failover) take seconds. */
export const RETRY_AFTER_SECONDS = 5;
