import { logFormat, loggerParams } from './logging';

describe('log format', () => {
  it('is pretty in development on a terminal, JSON when piped or in a container', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development' }, false)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'test' }, true)).toBe('json');
  });

  it('LOG_FORMAT overrides the guess, and a bad value is a configuration error', () => {
    expect(logFormat({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(() => logFormat({ LOG_FORMAT: 'yaml' }, true)).toThrow(/LOG_FORMAT \("yaml"\)/);
  });

  it('pretty logs go through pino-pretty, which is installed; JSON logs through no transport', () => {
    const pretty = loggerParams('gateway', 'info', 'pretty').pinoHttp as {
      transport?: { target: string };
    };
    expect(pretty.transport?.target).toBe(require.resolve('pino-pretty'));
    const json = loggerParams('gateway', 'info', 'json').pinoHttp as { transport?: unknown };
    expect(json.transport).toBeUndefined();
  });

  it("mounts the request logger with Express 5's wildcard syntax", () => {
    expect(loggerParams('gateway', 'info', 'json').forRoutes).toEqual([
      { path: '{*path}', method: expect.any(Number) },
    ]);
  });
});
