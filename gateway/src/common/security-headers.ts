import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Helmet's CSP directives the app needs beyond its defaults. */
const directives = {
  // Swagger UI and the rich-text editor set inline styles; scripts stay same-origin only.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
};

type HeaderList = readonly (readonly [string, string])[];

/**
 * The headers a helmet configuration sets, read once. Ours depend on nothing in the request, so
 * setting the list ourselves gives the same answer as running helmet's dozen middlewares on every
 * request, for a fraction of the per-request cost (docs/architecture.md, "Serving").
 */
export function headersOf(middleware: ReturnType<typeof helmet>): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let called = false;
  middleware({} as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    called = true;
  });
  if (!called)
    throw new Error('helmet did not finish synchronously; its headers cannot be read once');
  return [...headers];
}

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
  const overHttps = headersOf(helmet({ contentSecurityPolicy: { directives } }));
  const overHttp = headersOf(
    helmet({
      contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
      strictTransportSecurity: false,
    }),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of httpsAlways || req.secure ? overHttps : overHttp) {
      res.setHeader(name, value);
    }
    // What helmet's hidePoweredBy does per request (Express adds the header before this runs).
    res.removeHeader('X-Powered-By');
    next();
  };
}
