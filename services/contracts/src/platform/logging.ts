import { Params } from 'nestjs-pino';
import { currentRequestId } from '../transport/request-context';

/**
 * Pino settings shared by every process: JSON lines, the service name, and the id of the HTTP
 * request being served (carried across the transport), so one request can be followed everywhere.
 */
export function loggerParams(service: string, level: string): Params {
  return {
    pinoHttp: {
      level,
      base: { service },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      // One short line per request: headers would repeat the same security headers every time
      // and risk logging credentials.
      serializers: {
        req: (req: { id?: string; method?: string; url?: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}
