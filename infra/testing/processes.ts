import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(__dirname, '../..');
const LOG_LINES_KEPT = 200;

/** The built entry of each kind of process the fault tests start (`npm run build` makes them). */
export const ENTRIES = {
  gateway: 'gateway/dist/main.js',
  auth: 'services/auth/dist/main.js',
  journal: 'services/journal/dist/main.js',
  analysis: 'services/analysis/dist/main.js',
  'analysis-worker': 'services/analysis/dist/worker.js',
} as const;
export type ProcessKind = keyof typeof ENTRIES;

/** One real process of the stack, as `npm start` would run it. */
export interface StackProcess {
  name: string;
  pid: number;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string>;
  /** Resident memory now, in bytes (from /proc). */
  rssBytes(): number;
  signal(signal: NodeJS.Signals): void;
  /** The last lines it printed, for failure messages. */
  logs(): string;
}

export function startProcess(
  name: string,
  kind: ProcessKind,
  env: Record<string, string>,
): StackProcess {
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, ENTRIES[kind])], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > LOG_LINES_KEPT) lines.shift();
  };
  createInterface({ input: child.stdout! }).on('line', keep);
  createInterface({ input: child.stderr! }).on('line', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)),
  );
  return {
    name,
    pid: child.pid!,
    exited,
    rssBytes: () => rssOf(child.pid!),
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    logs: () => lines.join('\n'),
  };
}

/** Resident memory of a process, in bytes; 0 once it is gone. */
export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Waits until `url` answers 200, failing with the process's output if it exits first. */
export async function waitUntilServing(
  proc: StackProcess,
  url: string,
  timeoutMs = 60_000,
): Promise<void> {
  let gone = false;
  void proc.exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    if (gone || Date.now() > deadline) {
      throw new Error(`${proc.name} did not start serving ${url}. Its output:\n${proc.logs()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
