import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callModule } from './esm';

const terminalLine = (name: string, line: string, ready: boolean) =>
  callModule<string | null>(
    'start-output.mjs',
    `m.terminalLine(${JSON.stringify(name)}, ${JSON.stringify(line)}, { ready: ${ready} })`,
  );

const pino = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1795588710476, ...fields });

describe("npm start's summary for a person at a terminal", () => {
  it('is what a terminal gets in development, unless LOG_FORMAT asks for every line', () => {
    const mode = (env: Record<string, string>, terminal: boolean) =>
      callModule<string>('start-output.mjs', `m.outputMode(${JSON.stringify(env)}, ${terminal})`);
    expect(mode({}, true)).toBe('summary');
    expect(mode({}, false)).toBe('raw');
    expect(mode({ NODE_ENV: 'production' }, true)).toBe('raw');
    expect(mode({ LOG_FORMAT: 'pretty' }, true)).toBe('raw');
    expect(mode({ LOG_FORMAT: 'json' }, true)).toBe('raw');
    expect(mode({ LOG_FORMAT: 'summary' }, false)).toBe('summary');
  });

  it('shows warnings and errors as one line each and keeps information in the file', () => {
    expect(
      terminalLine(
        'news-worker',
        pino({
          level: 40,
          msg: '18 feeds unreachable (offline?) — showing sample articles',
          failed: [{ source: 'BBC', err: 'getaddrinfo ENOTFOUND' }],
        }),
        false,
      ),
    ).toBe('[news-worker] 18 feeds unreachable (offline?) — showing sample articles');
    expect(
      terminalLine(
        'gateway',
        pino({ context: 'RouterExplorer', msg: 'Mapped {/api/news, GET} route' }),
        false,
      ),
    ).toBeNull();
    expect(
      terminalLine(
        'journal',
        pino({
          level: 50,
          msg: 'Decryption failed',
          err: { message: 'bad key', stack: 'Error: bad key\n    at x.js:1' },
        }),
        true,
      ),
    ).toBe('[journal] Decryption failed: bad key');
    // Not a log line at all (a crash's trace, a tool's own output): shown as it is.
    expect(terminalLine('auth', 'TypeError: x is not a function', true)).toBe(
      '[auth] TypeError: x is not a function',
    );
  });

  it("leaves the launcher's own readiness polls out while the stack starts, not after", () => {
    const poll = pino({
      level: 50,
      req: { method: 'GET', url: '/api/ready/details' },
      res: { statusCode: 503 },
      err: { message: 'failed with status code 503', stack: 'Error: failed…' },
      msg: 'request errored',
    });
    expect(terminalLine('gateway', poll, false)).toBeNull();
    expect(terminalLine('gateway', poll, true)).toBe(
      '[gateway] request errored: failed with status code 503',
    );
  });

  it('writes every line to the log file, shows a repeated problem once, and keeps the previous file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sentilog-summary-'));
    const logFile = join(dir, 'logs', 'sentilog.log');
    const warning = pino({
      level: 40,
      msg: '1 feed unreachable (offline?) — showing sample articles',
    });
    const run = (lines: [string, string][]) =>
      callModule<string[]>(
        'start-output.mjs',
        `(() => {
          const shown = [];
          const summary = m.createSummary({ logFile: ${JSON.stringify(logFile)}, write: (text) => shown.push(text) });
          for (const [name, line] of ${JSON.stringify(lines)}) summary.line(name, line);
          summary.close();
          return shown;
        })()`,
      );
    const shown = run([
      ['auth', pino({ msg: 'Nest microservice successfully started' })],
      ['news-worker', warning],
      ['news-worker', warning],
    ]);
    expect(shown).toEqual([
      '[news-worker] 1 feed unreachable (offline?) — showing sample articles\n',
    ]);
    const first = readFileSync(logFile, 'utf8');
    expect(first.split('\n').filter(Boolean)).toHaveLength(3);
    expect(first).toContain(`[auth] ${pino({ msg: 'Nest microservice successfully started' })}`);

    run([['contact', pino({ msg: 'second start' })]]);
    expect(readFileSync(`${logFile}.previous`, 'utf8')).toBe(first);
    expect(readFileSync(logFile, 'utf8')).toContain('second start');
  });
});
