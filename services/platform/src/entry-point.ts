import { ConfigError } from './config';

/**
 * Runs a process's start-up (a main.ts or worker.ts). A ConfigError ends the process with its
 * one line and status 1: the operator has a value to fix, and a stack trace would bury the line.
 * Any other failure is passed on, for Node to print with its stack and exit with 1.
 */
export function runEntryPoint(start: () => Promise<unknown>): Promise<void> {
  return start().then(
    () => undefined,
    (err: unknown) => {
      if (!(err instanceof ConfigError)) throw err;
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    },
  );
}
