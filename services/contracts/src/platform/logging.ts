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
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.token'],
    },
  };
}
