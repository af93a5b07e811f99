import { IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { AddressGuard } from './address-guard';

export interface FetchLimits {
  /** Budget of the whole fetch, redirects and body included. */
  timeoutMs: number;
  /** Most bytes read (after decompression); a larger body is refused. */
  maxBytes: number;
  maxRedirects?: number;
  /** Checks every hop's host; omitted for the operator's own configured feed URLs. */
  guard?: AddressGuard;
  accept?: string;
  headers?: Record<string, string>;
}

export interface FetchedDocument {
  body: Buffer;
  contentType: string | undefined;
  /** Where the document was finally read from, after redirects. */
  url: string;
}

/** A fetch that did not produce a document; the message says why, for the logs. */
export class FetchError extends Error {
  override name = 'FetchError';
}

const USER_AGENT = 'SentiLog/0.1 (news reader; +https://github.com/sentilog/sentilog)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GETs an http(s) document within a time and size budget, following redirects by hand so that each
 * hop's address is checked by the guard.
 */
export async function fetchDocument(url: string, limits: FetchLimits): Promise<FetchedDocument> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = parseHttpUrl(url);
  for (let hop = 0; hop <= (limits.maxRedirects ?? 5); hop++) {
    await limits.guard?.check(current.hostname);
    const response = await get(current, limits, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.resume();
      current = parseHttpUrl(new URL(location, current).toString());
      continue;
    }
    if ((response.statusCode ?? 0) >= 400) {
      response.resume();
      throw new FetchError(`HTTP ${response.statusCode}`);
    }
    const body = await readCapped(decoded(response), limits.maxBytes, signal);
    return { body, contentType: response.headers['content-type'], url: current.toString() };
  }
  throw new FetchError('too many redirects');
}

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FetchError(`not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError(`only http and https are fetched, not ${url.protocol}`);
  }
  return url;
}

function get(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      signal,
      lookup: limits.guard?.lookup,
      headers: {
        'user-agent': USER_AGENT,
        accept: limits.accept ?? '*/*',
        'accept-encoding': 'gzip, deflate, br',
        ...limits.headers,
      },
    });
    req.on('response', resolve);
    req.on('error', (err) => reject(asFetchError(err, limits.timeoutMs)));
    req.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  switch (response.headers['content-encoding']?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads the body, giving up as soon as it passes `maxBytes` (a compressed bomb included). */
function readCapped(stream: Readable, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const fail = (err: Error) => {
      stream.destroy();
      reject(err);
    };
    const onAbort = () => fail(new FetchError('timed out'));
    signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) return fail(new FetchError(`larger than ${maxBytes} bytes`));
      chunks.push(chunk);
    });
    stream.on('error', (err) => fail(asFetchError(err, 0)));
    stream.on('end', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(Buffer.concat(chunks));
    });
  });
}

function asFetchError(err: Error, timeoutMs: number): Error {
  if (err instanceof FetchError || err.name === 'BlockedAddressError') return err;
  if (err.name === 'AbortError' || err.name === 'TimeoutError') {
    return new FetchError(`timed out after ${timeoutMs} ms`);
  }
  return new FetchError(err.message);
}
