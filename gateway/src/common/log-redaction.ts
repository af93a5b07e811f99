/**
 * Query parameters that carry a credential: an OAuth code or state, a one-time or reset token, the
 * code of a link waiting for its confirmation (`link`, on the app's /oauth-callback).
 */
const SECRET_PARAMS = new Set(['code', 'state', 'token', 'link']);

/**
 * The request URL as the log may keep it: the values of SECRET_PARAMS replaced by `[redacted]`.
 * OAuth codes and states pass through the gateway's callback routes and through the app's
 * /oauth-callback page it serves; logged, anyone who reads the logs could replay them.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      return SECRET_PARAMS.has(safeDecode(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The gateway's pino-http serializers: the shared one-line request summary (see loggerParams in
 * the contracts), with the URL redacted.
 */
export const redactedHttpSerializers = {
  req: (req: { id?: string; method?: string; url?: string }) => ({
    id: req.id,
    method: req.method,
    url: redactUrl(req.url),
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};
