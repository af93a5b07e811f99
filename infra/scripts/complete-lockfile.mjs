#!/usr/bin/env node
/**
 * Adds the lock-file entries of platform-specific optional packages that the registry this
 * lock was made against could not serve (for example @swc/core's darwin and win32 binaries).
 * Without them `npm ci` refuses the lock ("Missing: … from lock file") on every machine. Each
 * added entry carries the os/cpu/libc read from its name, so npm skips it on other platforms
 * and fetches it from the public registry where it applies.
 *
 * Run after `npm install` changes package-lock.json: `node infra/scripts/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = {
  x64: 'x64',
  arm64: 'arm64',
  arm: 'arm',
  ia32: 'ia32',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
};

/** `@swc/core-linux-arm-gnueabihf` → {os: linux, cpu: arm, libc: glibc}; undefined if unclear. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!os || !cpu) return undefined;
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

const file = join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base =
      path.slice(0, path.lastIndexOf('node_modules/') + 'node_modules/'.length) || 'node_modules/';
    const target = `${base}${dep}`;
    if (lock.packages[target] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[target] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added.push(`${dep}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(
  added.length
    ? `added ${added.length} platform entries: ${added.join(', ')}\n`
    : 'lock file already complete\n',
);
