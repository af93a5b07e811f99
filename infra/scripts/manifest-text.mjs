/** What the generated manifests (k8s, compose) share: a process's settings and comment text. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

/** Wraps prose into `# ` comment lines of at most 100 characters. */
export function comment(text, indent = '') {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + 2 + line.length + 1 + word.length > 100) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => `${indent}# ${l}\n`).join('');
}

/** `sentilog.deploy.<process>` of the process's package.json, or `{}`. */
export function deploySettings(process) {
  const manifest = JSON.parse(readFileSync(join(ROOT, process.workspace, 'package.json'), 'utf8'));
  return manifest.sentilog?.deploy?.[process.name] ?? {};
}
