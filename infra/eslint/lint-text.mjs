/**
 * Lints source texts as if they stood at the given paths, with the repository's ESLint config, and
 * prints the rule ids it reports for each: `[{filePath, code}]` on stdin → `[[ruleId, ...], ...]`.
 * The boundary test runs it in a child process because ESLint loads its flat config as ES modules.
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: ROOT });
const reports = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  reports.push(result.messages.map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(reports));
