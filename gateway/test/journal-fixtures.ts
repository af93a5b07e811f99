import { INestApplication } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { freshIp, STRONG_PASSWORD, uniqueEmail } from './auth-fixtures';

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
  const res = await request(gateway.getHttpServer())
    .post('/api/auth/signup')
    .set('x-forwarded-for', freshIp())
    .field('firstname', 'Jo')
    .field('lastname', 'Writer')
    .field('email', uniqueEmail('journal'))
    .field('password', STRONG_PASSWORD);
  if (res.status !== 201)
    throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { token: string; user: { id: string } };
  return { token: body.token, id: body.user.id };
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
