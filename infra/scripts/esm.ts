/**
 * The launcher's scripts are ES modules (.mjs), which jest's CommonJS run cannot require: a spec
 * calls one of their functions in a node process of its own and gets the JSON of what it returned.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export function callModule<T>(file: string, call: string, env: NodeJS.ProcessEnv = {}): T {
  const url = pathToFileURL(resolve(__dirname, file)).href;
  const script = `import * as m from ${JSON.stringify(url)};
process.stdout.write(JSON.stringify(await (${call})) ?? 'null');`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out) as T;
}
