import { ConfigError } from '@sentilog/platform';

/** An origin a push subscription's endpoint may have: `https://*.push.apple.com`, `http://127.0.0.1:*`. */
export interface PushOrigin {
  protocol: 'https:' | 'http:';
  /** The host, or for `*.` the domain whose subdomains match. */
  host: string;
  subdomains: boolean;
  /** The port, '' for the protocol's own, '*' for any. */
  port: string;
}

const ORIGIN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/;

/** PUSH_SERVICE_ORIGINS, comma-separated; throws a ConfigError naming a malformed entry. */
export function parsePushOrigins(list: string): PushOrigin[] {
  return list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const match = ORIGIN.exec(entry);
      if (!match) {
        throw new ConfigError(
          `Configuration error: PUSH_SERVICE_ORIGINS is invalid: "${entry}" is not an origin such as https://fcm.googleapis.com or https://*.push.apple.com`,
        );
      }
      const [, protocol, wildcard, host, port = ''] = match;
      return {
        protocol: `${protocol}:` as PushOrigin['protocol'],
        host,
        subdomains: !!wildcard,
        port,
      };
    });
}

/** Whether a subscription's endpoint is on one of the push services the service sends to. */
export function isAllowedPushEndpoint(endpoint: string, origins: PushOrigin[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return origins.some(
    (origin) =>
      origin.protocol === url.protocol &&
      (origin.subdomains ? host.endsWith(`.${origin.host}`) : host === origin.host) &&
      (origin.port === '*' || origin.port === url.port),
  );
}
