/**
 * What `npm start` shows a person at a terminal. The processes write JSON lines (pino) into
 * pipes; shown as they come, a start is some two hundred lines: every Nest module and route, one
 * warning per unreachable news feed, the 503s of the launcher's own readiness polls. In summary
 * mode the terminal gets only what needs a person (warnings, errors, anything that is not a log
 * line) as one line each, and every line goes to a log file in full.
 *
 * LOG_FORMAT decides, as it does for each process: `summary` (the default for `npm start` on a
 * terminal in development), or `json` / `pretty` to see every line as it comes (as before, and
 * what pipes, CI and the browser tests get).
 */
import { closeSync, mkdirSync, openSync, renameSync, existsSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** pino's numeric levels: 40 is warn, 50 error, 60 fatal. */
const WARN = 40;

/** 'summary' or 'raw', from LOG_FORMAT and whether a person is watching (see the file comment). */
export function outputMode(env, stdoutIsTerminal) {
  if (env.LOG_FORMAT === 'summary') return 'summary';
  if (env.LOG_FORMAT) return 'raw';
  return stdoutIsTerminal && (env.NODE_ENV ?? 'development') === 'development' ? 'summary' : 'raw';
}

function parse(line) {
  if (!line.startsWith('{') || !line.endsWith('}')) return undefined;
  try {
    const entry = JSON.parse(line);
    return entry && typeof entry === 'object' && typeof entry.level === 'number'
      ? entry
      : undefined;
  } catch {
    return undefined;
  }
}

/** A failure's own words: pino writes an Error as `err.message`; the services also log strings. */
function errorText(err) {
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object' && typeof err.message === 'string') return err.message;
  return undefined;
}

/**
 * The terminal line for one output line of process `name`, or null when it goes to the log file
 * only. `ready` says whether the stack is up: before that, the gateway's answers to the
 * launcher's own readiness polls (503 while services start) are the launcher's business.
 */
export function terminalLine(name, line, { ready }) {
  const entry = parse(line);
  if (!entry) return line.trim() ? `[${name}] ${line}` : null;
  if (entry.level < WARN) return null;
  const url = entry.req?.url;
  if (!ready && typeof url === 'string' && url.startsWith('/api/ready')) return null;
  const message = typeof entry.msg === 'string' && entry.msg ? entry.msg : 'warning';
  const detail = errorText(entry.err);
  // The first line only: a stack trace stays in the log file.
  const text = detail && !message.includes(detail) ? `${message}: ${detail}` : message;
  return `[${name}] ${text.split('\n')[0]}`;
}

/**
 * The summary: `line(name, text, stream)` for every output line of every process. Each goes to
 * the log file as `[name] text` (what LOG_FORMAT=json shows on the terminal); what needs a person
 * goes to `write(text, stream)` too, once while it repeats (a feed unreachable on every scheduled
 * run is one line). The previous start's file is kept beside it as `<file>.previous`.
 */
export function createSummary({ logFile, write }) {
  mkdirSync(dirname(logFile), { recursive: true });
  if (existsSync(logFile)) renameSync(logFile, `${logFile}.previous`);
  const fd = openSync(logFile, 'a');
  const lastShown = new Map();
  let ready = false;
  return {
    logFile,
    line(name, text, stream = 'stdout') {
      writeSync(fd, `[${name}] ${text}\n`);
      const shown = terminalLine(name, text, { ready });
      if (shown === null || lastShown.get(name) === shown) return;
      lastShown.set(name, shown);
      write(`${shown}\n`, stream);
    },
    /** Also in the file: the launcher's own lines (build output, restarts). */
    note(text) {
      writeSync(fd, text.endsWith('\n') ? text : `${text}\n`);
    },
    ready() {
      ready = true;
    },
    close() {
      closeSync(fd);
    },
  };
}
