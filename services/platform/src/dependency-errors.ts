/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not taking connections: class 08
 * (connection exception), 57P01–57P03 (shut down, crashed, starting up), 53300 (too many
 * connections).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** What pg and ioredis say, without a code, when a connection drops or never comes. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /Stream isn't writeable/i,
  /max retries per request/i,
];

/**
 * Whether an error means that PostgreSQL or Redis cannot be reached right now (as opposed to a
 * bug or a bad query): such a failure answers 503 with Retry-After, never a 500. Looks through
 * TypeORM's `driverError`, `cause` and the `errors` of an AggregateError (a connection attempt to
 * every address of a name).
 */
export function isDependencyDown(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const record = err as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof record.code === 'string') {
    if (NETWORK_CODES.has(record.code) || POSTGRES_UNAVAILABLE.test(record.code)) return true;
  }
  if (record.name === 'MaxRetriesPerRequestError') return true;
  if (
    typeof record.message === 'string' &&
    UNAVAILABLE_MESSAGES.some((m) => m.test(record.message as string))
  )
    return true;
  const inner = [
    record.driverError,
    record.cause,
    ...(Array.isArray(record.errors) ? record.errors : []),
  ];
  return inner.some((e) => isDependencyDown(e, depth + 1));
}
