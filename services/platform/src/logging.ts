import { RequestMethod } from '@nestjs/common';
import { Params } from 'nestjs-pino';
import { z } from 'zod';
import { parseConfig } from './config';
import { currentRequestId } from '@sentilog/transport';

const logFormatEnv = {
  /**
   * `json` (one JSON object a line, for log collectors) or `pretty` (coloured lines for people).
   * Unset: pretty in development when stdout is a terminal, JSON everywhere else (containers, CI,
   * tests, pipes). `npm start` passes its own terminal's choice on to the processes it pipes.
   */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  NODE_ENV: z.string().default('development'),
};

export type LogFormat = 'json' | 'pretty';

/** Which format this process logs in (see LOG_FORMAT). */
export function logFormat(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): LogFormat {
  const { LOG_FORMAT, NODE_ENV } = parseConfig(logFormatEnv, env);
  if (LOG_FORMAT) return LOG_FORMAT;
  return NODE_ENV === 'development' && stdoutIsTerminal ? 'pretty' : 'json';
}

/**
 * Pino settings shared by every process: JSON lines, the service name, and the id of the HTTP
 * request being served (carried across the transport), so one request can be followed everywhere.
 */
export function loggerParams(service: string, level: string, format = logFormat()): Params {
  return {
    // Express 5's path syntax: nestjs-pino's default ('*') makes Nest warn "Unsupported route path".
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level,
      base: { service },
      ...(format === 'pretty'
        ? {
            transport: {
              // Resolved here: pino would look for it from the file that calls it, inside pino-http.
              target: require.resolve('pino-pretty'),
              // One line each; `npm start` already puts the process name in front of it.
              options: {
                translateTime: 'SYS:HH:MM:ss.l',
                ignore: 'pid,hostname,service,context',
                messageFormat: '{if context}[{context}] {end}{msg}',
                singleLine: true,
              },
            },
          }
        : {}),
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
