import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Helmet's CSP directives the app needs beyond its defaults. */
const directives = {
  // Swagger UI and the rich-text editor set inline styles; scripts stay same-origin only.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
};

/**
 * Helmet's headers, with `upgrade-insecure-requests` and HSTS only for a site served over HTTPS.
 * Sent over plain HTTP (`npm start` opened from another machine on the LAN), they would make the
 * browser rewrite every asset to https and show a white page.
 *
 * @param httpsAlways the configured public address is https, so every answer counts as HTTPS
 *   (a TLS-terminating proxy that sends no X-Forwarded-Proto is covered too). Otherwise a request
 *   counts as HTTPS when Express says so: TLS here, or `X-Forwarded-Proto: https` from a proxy that
 *   TRUST_PROXY trusts.
 */
export function securityHeaders(httpsAlways: boolean) {
  const overHttps = helmet({ contentSecurityPolicy: { directives } });
  const overHttp = helmet({
    contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
    strictTransportSecurity: false,
  });
  return (req: Request, res: Response, next: NextFunction) =>
    (httpsAlways || req.secure ? overHttps : overHttp)(req, res, next);
}
