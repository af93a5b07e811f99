import type { IncomingMessage } from 'node:http';

/** No request the API takes nests deeper than a handful of levels. */
export const JSON_MAX_DEPTH = 32;
/** Keys and array items in one JSON body, counted together; the largest real body has a few. */
export const JSON_MAX_MEMBERS = 10_000;

/**
 * A body refused by its shape before it is parsed. Carries `status` and `type` as body-parser's
 * own errors do, so the API's error handler answers it like them.
 */
export class BodyShapeError extends Error {
  readonly expose = true;

  constructor(
    message: string,
    readonly status: number,
    readonly type: string,
  ) {
    super(message);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Refuses a JSON body that nests too deeply or holds too many members, from its raw bytes and
 * before JSON.parse: the parsed object would otherwise reach class-transformer and
 * class-validator, which walk it recursively (a stack overflow is a 500) and at a cost that grows
 * with every member. One linear pass over at most the body limit; structural characters are ASCII,
 * and a UTF-8 continuation byte is never one, so bytes can be scanned without decoding. Members are
 * counted as an object's colons (one per key) and an array's commas (one per item after the first).
 */
export function assertJsonShape(
  raw: Buffer,
  limits = { maxDepth: JSON_MAX_DEPTH, maxMembers: JSON_MAX_MEMBERS },
): void {
  let depth = 0;
  let members = 0;
  let inString = false;
  // Whether the container at each depth is an array; bounded, since deeper bodies are refused.
  const isArray: boolean[] = [false];
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      isArray[depth + 1] = byte === OPEN_ARRAY;
      if (++depth > limits.maxDepth) {
        throw new BodyShapeError(
          `The request body is nested too deeply (at most ${limits.maxDepth} levels)`,
          400,
          'entity.too.deep',
        );
      }
    } else if (CLOSERS.has(byte)) {
      depth--;
    } else if (byte === COLON || (byte === COMMA && isArray[depth])) {
      if (++members > limits.maxMembers) {
        throw new BodyShapeError(
          `The request body has too many fields (at most ${limits.maxMembers.toLocaleString('en-US')})`,
          400,
          'entity.too.many.members',
        );
      }
    }
  }
}

/**
 * body-parser's `verify` hook for JSON. Only UTF-8 is scanned byte by byte, so other charsets
 * (which RFC 8259 does not allow between systems anyway) are refused.
 */
export function verifyJsonBody(
  _req: IncomingMessage,
  _res: unknown,
  raw: Buffer,
  encoding: string,
): void {
  if (encoding.toLowerCase().replace('-', '') !== 'utf8') {
    throw new BodyShapeError('The request body must be UTF-8 JSON', 415, 'charset.unsupported');
  }
  assertJsonShape(raw);
}
