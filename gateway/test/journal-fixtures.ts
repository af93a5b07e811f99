import { INestApplication, INestMicroservice } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { Client } from 'pg';
import { startGateway, startServices } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import {
  openAccount,
  privateRedisPrefix,
  setEnv,
  TEST_JWT_SECRET,
  uniqueEmail,
} from './auth-fixtures';

/** The spec's 401 body for every journal call without a valid token. */
export const LOGIN_REQUIRED = {
  error: 'Please login to write your journal or log mood',
  statusCode: 401,
};

/** A fresh AES-256 key, base64, as JOURNAL_ENCRYPTION_KEY holds it. */
export const newJournalKey = () => randomBytes(32).toString('base64');

export interface JournalUser {
  token: string;
  id: string;
}

/** Signs a new user up through the gateway and returns their token and id. */
export async function signUp(gateway: INestApplication): Promise<JournalUser> {
  const http = () => request(gateway.getHttpServer());
  const names = { firstname: 'Jo', lastname: 'Writer', email: uniqueEmail('journal') };
  const res = await openAccount(http, names);
  if (res.status !== 200)
    throw new Error(`sign-in after signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { token: string; user: { id: string } };
  return { token: body.token, id: body.user.id };
}

export interface JournalStack {
  gateway: INestApplication;
  /** A connection to the test file's database, to read or plant rows directly. */
  db: Client;
  /** The services in-process, by name (a test reaches a provider with `.get(...)`). */
  services: Record<'analysis' | 'auth' | 'journal', INestMicroservice>;
  stop(): Promise<void>;
}

/**
 * The gateway with the analysis, auth and journal services in-process, on a Redis prefix of its
 * own, with limits high enough that the tests never meet them. `env` adds or overrides variables
 * (the journal keys, for one).
 */
export async function startJournalStack(
  name: string,
  env: Record<string, string>,
): Promise<JournalStack> {
  const restoreEnv = setEnv({
    REDIS_PREFIX: privateRedisPrefix(name),
    JWT_SECRET: TEST_JWT_SECRET,
    ANALYZE_RATE_LIMIT: '1000',
    API_RATE_LIMIT: '100000',
    AUTH_RATE_LIMIT: '1000',
    JOURNAL_EXPORT_RATE_LIMIT: '1000',
    SERVE_FRONTEND: 'false',
    ...env,
  });
  let services: INestMicroservice[] = [];
  let gateway: INestApplication | undefined;
  let db: Client | undefined;
  const stop = async () => {
    await db?.end();
    await gateway?.close();
    await Promise.all(services.map((s) => s.close()));
    restoreEnv();
  };
  try {
    services = await startServices(['analysis', 'auth', 'journal']);
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    const [analysis, auth, journal] = services;
    return { gateway, db, services: { analysis, auth, journal }, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Editor HTML of one paragraph. */
export const paragraph = (text: string) => `<p>${text}</p>`;

/**
 * The text of a PDF, read back with pdf-parse. It runs in a plain Node process: pdf.js loads its
 * worker with a dynamic import, which jest's module sandbox does not allow.
 */
export function pdfText(bytes: Buffer): Promise<string> {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c));
    process.stdin.on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      const { text } = await parser.getText();
      await parser.destroy();
      process.stdout.write(text);
    });`;
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', script],
      { maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(bytes);
  });
}
