import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from './config';
import { withJwtSecret } from './jwt-secret';

describe('withJwtSecret', () => {
  const fileIn = () => join(mkdtempSync(join(tmpdir(), 'sentilog-jwt-')), '.data', 'jwt-secret');

  it('uses JWT_SECRET when it is set, in any environment', () => {
    const file = fileIn();
    const secret = 'x'.repeat(40);
    expect(withJwtSecret({ NODE_ENV: 'production', JWT_SECRET: secret }, file).JWT_SECRET).toBe(
      secret,
    );
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a production configuration without JWT_SECRET with one line naming it', () => {
    const start = () => withJwtSecret({ NODE_ENV: 'production' }, fileIn());
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      /^Configuration error: JWT_SECRET is missing: required when NODE_ENV=production$/,
    );
  });

  it('outside production, generates a secret once and keeps it on disk for the next start', () => {
    const file = fileIn();
    const first = withJwtSecret({ NODE_ENV: 'development' }, file).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(withJwtSecret({ NODE_ENV: 'test' }, file).JWT_SECRET).toBe(first);
  });

  it('replaces a kept secret that is too short to be one', () => {
    const file = fileIn();
    withJwtSecret({ NODE_ENV: 'development' }, file);
    writeFileSync(file, 'short');
    const replaced = withJwtSecret({ NODE_ENV: 'development' }, file).JWT_SECRET;
    expect(replaced.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(replaced);
  });
});
