/**
 * Accounts through the gateway's HTTP API, with the auth service in-process on the run's real
 * PostgreSQL and Redis, and password reset mail caught by a real SMTP server. Google and GitHub
 * sign-in against a mock provider are in auth-oauth.spec.ts; here they are not configured.
 */
import { INestApplication, INestMicroservice, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import Redis from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { waitFor } from '../../infra/testing/redis-prefix';
import { startGateway, startService } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import {
  decodeQuotedPrintable,
  freshIp,
  JPEG,
  PNG,
  pngOfSize,
  privateRedisPrefix,
  setEnv,
  signUpAndSignIn,
  STRONG_PASSWORD,
  TEST_JWT_SECRET,
  uniqueEmail,
} from './auth-fixtures';

const APP_URL = 'http://app.test';
const LOGIN_LIMIT_IP = 6;
const LOGIN_LIMIT_EMAIL = 3;
/** The largest photo an upload may carry (PHOTO_MAX_BYTES). */
const PHOTO_LIMIT = 15 * 1024 * 1024;
const RULES = {
  length: 'Password must be at least 8 characters long',
  upper: 'Password must contain at least one uppercase letter',
  lower: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
};
const INVALID_TOKEN = { error: 'Invalid or expired token', statusCode: 401 };
const SIGNUP_RECEIVED =
  'Thanks for signing up. We have sent a message to this address; if it already has an account, sign in or reset your password instead.';
const RESET_INVALID = { error: 'This reset link is invalid or has expired', statusCode: 400 };

/** A JWT signed with `secret` (HS256), as a token from elsewhere would be. */
const sign = (payload: object, secret: string, options: { expiresIn?: number } = {}) =>
  new JwtService({ secret }).sign(payload, options);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT claiming algorithm "none", with no signature. */
const unsigned = (payload: object) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;

interface Mail {
  to: string[];
  raw: string;
}

interface SignedUp {
  token: string;
  user: {
    id: string;
    firstname: string;
    lastname: string;
    email: string;
    profilephoto: string | null;
    emailConfirmed: boolean;
  };
  password: string;
}

describe('accounts: /api/auth (real PostgreSQL, Redis and SMTP)', () => {
  let restoreEnv: () => void;
  let smtp: SMTPServer;
  const mails: Mail[] = [];
  let auth: INestMicroservice;
  let gateway: INestApplication;
  let db: Client;
  let prefix: string;
  let startupLines: string[] = [];
  let startupErrors = 0;

  const http = () => request(gateway.getHttpServer());
  const post = (path: string, ip = freshIp()) =>
    http().post(`/api/auth/${path}`).set('x-forwarded-for', ip);

  async function signup(overrides: Record<string, string> = {}): Promise<SignedUp> {
    const form = {
      firstname: 'Ann',
      lastname: 'Lee',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      ...overrides,
    };
    const res = await signUpAndSignIn(http, post('signup').send(form), form);
    expect(res.status).toBe(200);
    return { ...(res.body as Omit<SignedUp, 'password'>), password: form.password };
  }

  const profileWith = (token: string) =>
    post('user-profile').set('authorization', `Bearer ${token}`).send({});

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    prefix = privateRedisPrefix('auth');
    // Read when the gateway and the services are started.
    restoreEnv = setEnv({
      REDIS_PREFIX: prefix,
      JWT_SECRET: TEST_JWT_SECRET,
      JWT_EXPIRES_IN: '7d',
      APP_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'SentiLog <no-reply@sentilog.test>',
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT_IP: String(LOGIN_LIMIT_IP),
      LOGIN_RATE_LIMIT_EMAIL: String(LOGIN_LIMIT_EMAIL),
      LOGIN_RATE_WINDOW_S: '900',
      AUTH_RATE_LIMIT: '1000',
      SERVE_FRONTEND: 'false',
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      GITHUB_CLIENT_ID: undefined,
      GITHUB_CLIENT_SECRET: undefined,
    });
    auth = await startService('auth');
    // What the gateway says about its sign-in providers while it starts.
    const logged = jest.spyOn(Logger.prototype, 'log');
    const errors = jest.spyOn(Logger.prototype, 'error');
    gateway = await startGateway();
    startupLines = [...logged.mock.calls, ...errors.mock.calls]
      .map(([message]) => String(message))
      .filter((message) => /sign-in/i.test(message));
    startupErrors = errors.mock.calls.length;
    logged.mockRestore();
    errors.mockRestore();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await gateway?.close();
    await auth?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    restoreEnv?.();
  });

  describe('POST /api/auth/signup', () => {
    it('creates the account from the multipart form with a PNG photo, answers 202 {message}, and the account opens with a sign-in', async () => {
      const email = uniqueEmail('ann');
      const res = await post('signup')
        .field('firstname', ' Ann ')
        .field('lastname', 'Lee')
        .field('email', `  ${email.toUpperCase()} `)
        .field('password', STRONG_PASSWORD)
        .attach('profilePhoto', PNG, { filename: 'me.png', contentType: 'image/png' });

      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: SIGNUP_RECEIVED });

      const signedIn = await post('signin').send({ email, password: STRONG_PASSWORD });
      expect(signedIn.status).toBe(200);
      expect(typeof signedIn.body.token).toBe('string');
      expect(Object.keys(signedIn.body.user).sort()).toEqual(
        [
          'email',
          'emailConfirmed',
          'firstname',
          'hasPassword',
          'id',
          'lastname',
          'profilephoto',
        ].sort(),
      );
      expect(signedIn.body.user).toMatchObject({ firstname: 'Ann', lastname: 'Lee', email });
      expect(signedIn.body.user.profilephoto).toMatch(/^\/api\/auth\/photo\/[0-9a-f-]{36}$/);

      const { rows } = await db.query(
        'SELECT email, password_hash, token_version, photo_id FROM auth.users WHERE id = $1',
        [signedIn.body.user.id],
      );
      expect(rows[0].email).toBe(email);
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0].token_version).toBe(0);

      const photo = await http().get(signedIn.body.user.profilephoto);
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toBe('private, no-cache');
      // Re-encoded, so a PNG but not the uploaded bytes (photos.spec.ts checks what is kept).
      expect((photo.body as Buffer).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
      const again = await http()
        .get(signedIn.body.user.profilephoto)
        .set('if-none-match', photo.headers.etag as string);
      expect(again.status).toBe(304);
    });

    it('accepts a JPEG photo and a JSON body without a photo', async () => {
      const email = uniqueEmail();
      const withJpeg = await signUpAndSignIn(
        http,
        post('signup')
          .field('firstname', 'Jo')
          .field('lastname', 'Peg')
          .field('email', email)
          .field('password', STRONG_PASSWORD)
          .attach('profilePhoto', JPEG, { filename: 'me.jpg', contentType: 'image/jpeg' }),
        { email, password: STRONG_PASSWORD },
      );
      const photo = await http().get(withJpeg.body.user.profilephoto);
      expect(photo.headers['content-type']).toBe('image/jpeg');

      const { user } = await signup();
      expect(user.profilephoto).toBeNull();
    });

    it('accepts a photo of exactly 15 MB', async () => {
      const res = await post('signup')
        .field('firstname', 'Big')
        .field('lastname', 'Photo')
        .field('email', uniqueEmail())
        .field('password', STRONG_PASSWORD)
        .attach('profilePhoto', pngOfSize(PHOTO_LIMIT), {
          filename: 'big.png',
          contentType: 'image/png',
        });
      expect(res.status).toBe(202);
    });

    const valid = { firstname: 'Ann', lastname: 'Lee', password: STRONG_PASSWORD };
    it.each([
      [{ lastname: 'Lee', password: STRONG_PASSWORD }, 'firstname is required'],
      [{ ...valid, firstname: '   ' }, 'firstname is required'],
      [{ firstname: 'Ann', password: STRONG_PASSWORD }, 'lastname is required'],
      [{ ...valid, firstname: 'x'.repeat(101) }, 'firstname must be at most 100 characters'],
      [{ ...valid, email: null }, 'email is required'],
      [{ ...valid, email: 'not-an-email' }, 'email must be a valid email address'],
      [{ ...valid, password: undefined }, 'password is required'],
      [{ ...valid, password: 'Sh0rt!' }, RULES.length],
      [{ ...valid, password: 'lower1!case' }, RULES.upper],
      [{ ...valid, password: 'UPPER1!CASE' }, RULES.lower],
      [{ ...valid, password: 'NoNumber!' }, RULES.number],
      [{ ...valid, password: 'NoSpecial1' }, RULES.special],
      [
        { ...valid, password: 'abc' },
        [RULES.length, RULES.upper, RULES.number, RULES.special].join('. '),
      ],
      [{ ...valid, password: `Aa1!${'x'.repeat(125)}` }, 'password must be at most 128 characters'],
    ])('rejects %j with 400 "%s"', async (body, error) => {
      const res = await post('signup').send({ email: uniqueEmail(), ...body });
      expect(res.body).toEqual({ error, statusCode: 400 });
      expect(res.status).toBe(400);
    });

    it('answers an email that already has an account exactly like a new one, and mails its owner (once an hour)', async () => {
      const owner = await signup();
      const before = await db.query('SELECT * FROM auth.users WHERE id = $1', [owner.user.id]);
      const taken = await post('signup').send({
        firstname: 'Other',
        lastname: 'Person',
        email: ` ${owner.user.email.toUpperCase()}`,
        password: 'An0ther!pass',
      });
      const fresh = await post('signup').send({
        firstname: 'Other',
        lastname: 'Person',
        email: uniqueEmail(),
        password: 'An0ther!pass',
      });
      expect([taken.status, taken.body]).toEqual([202, { message: SIGNUP_RECEIVED }]);
      expect([fresh.status, fresh.body]).toEqual([taken.status, taken.body]);
      expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

      // The account is untouched, and the stranger's password does not open it.
      const after = await db.query('SELECT * FROM auth.users WHERE id = $1', [owner.user.id]);
      expect({ ...after.rows[0], signup_notice_at: null, updated_at: null }).toEqual({
        ...before.rows[0],
        signup_notice_at: null,
        updated_at: null,
      });
      const stranger = await post('signin').send({
        email: owner.user.email,
        password: 'An0ther!pass',
      });
      expect(stranger.body).toEqual({ error: 'Invalid email or password', statusCode: 401 });

      const notices = () =>
        mails.filter(
          (m) =>
            m.to.includes(owner.user.email) &&
            m.raw.includes('Subject: Someone tried to sign up to SentiLog with your address'),
        );
      await waitFor(() => notices().length === 1, 5_000, 'the notice to the owner');
      expect(decodeQuotedPrintable(notices()[0].raw)).toContain(`${APP_URL}/forgot-password`);
      const noticeAt = async () =>
        (await db.query('SELECT signup_notice_at FROM auth.users WHERE id = $1', [owner.user.id]))
          .rows[0].signup_notice_at as Date;
      const first = await noticeAt();
      expect(first).toBeInstanceOf(Date);

      // A second attempt within the hour answers the same and mails nothing more.
      const second = await post('signup').send({
        firstname: 'Other',
        lastname: 'Person',
        email: owner.user.email,
        password: 'An0ther!pass',
      });
      expect(second.status).toBe(202);
      expect(await noticeAt()).toEqual(first);
      expect(notices()).toHaveLength(1);
    });

    it.each([
      ['PNG bytes sent as a JPEG', PNG, 'me.jpg', 'image/jpeg'],
      ['a PNG header alone renamed as JPEG', PNG.subarray(0, 16), 'me.jpeg', 'image/jpeg'],
      ['a PNG cut off inside its first chunk header', PNG.subarray(0, 12), 'me.png', 'image/png'],
      [
        'text claiming to be a PNG',
        Buffer.from('just some text, not a picture'),
        'me.png',
        'image/png',
      ],
      [
        'a GIF',
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        'me.gif',
        'image/gif',
      ],
    ])(
      'refuses %s with 400 "Only JPEG or PNG files are allowed." and creates nothing',
      async (_what, bytes, filename, contentType) => {
        const email = uniqueEmail();
        const res = await post('signup')
          .field('firstname', 'Ann')
          .field('lastname', 'Lee')
          .field('email', email)
          .field('password', STRONG_PASSWORD)
          .attach('profilePhoto', bytes, { filename, contentType });
        expect(res.body).toEqual({ error: 'Only JPEG or PNG files are allowed.', statusCode: 400 });
        const { rowCount } = await db.query('SELECT 1 FROM auth.users WHERE email = $1', [email]);
        expect(rowCount).toBe(0);
      },
    );

    it.each([
      ['one byte over 15 MB', PHOTO_LIMIT + 1],
      ['16 MB (multer stops reading)', 16 * 1024 * 1024],
    ])(
      'refuses a photo of %s with 413 "File size must be less than 15MB."',
      async (_what, size) => {
        const email = uniqueEmail();
        const res = await post('signup')
          .field('firstname', 'Ann')
          .field('lastname', 'Lee')
          .field('email', email)
          .field('password', STRONG_PASSWORD)
          .attach('profilePhoto', pngOfSize(size), {
            filename: 'big.png',
            contentType: 'image/png',
          });
        expect(res.body).toEqual({ error: 'File size must be less than 15MB.', statusCode: 413 });
        const { rowCount } = await db.query('SELECT 1 FROM auth.users WHERE email = $1', [email]);
        expect(rowCount).toBe(0);
      },
    );
  });

  describe('POST /api/auth/signin', () => {
    it('answers 200 {token, user, message} for the right password, with the email in any case', async () => {
      const account = await signup();
      const res = await post('signin').send({
        email: `  ${account.user.email.toUpperCase()}  `,
        password: account.password,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        token: expect.any(String),
        user: account.user,
        message: 'Signed in successfully',
      });
      expect((await profileWith(res.body.token)).body).toEqual(account.user);
    });

    it('answers 401 with one message for a wrong password and for an unknown email', async () => {
      const account = await signup();
      const wrong = await post('signin').send({
        email: account.user.email,
        password: 'Wr0ng!pass',
      });
      const unknown = await post('signin').send({
        email: uniqueEmail('nobody'),
        password: account.password,
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'Invalid email or password', statusCode: 401 });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it.each([
      [{ password: STRONG_PASSWORD }, 'email is required'],
      [{ email: 'a@b.co' }, 'password is required'],
      [{ email: 'a@b.co', password: 42 }, 'password must be text'],
    ])('rejects %j with 400 "%s"', async (body, error) => {
      const res = await post('signin').send(body);
      expect(res.body).toEqual({ error, statusCode: 400 });
    });

    it(`limits one email to ${LOGIN_LIMIT_EMAIL} attempts per window from one address, with 429`, async () => {
      const account = await signup();
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMIT_EMAIL; i++) {
        statuses.push(
          (await post('signin', ip).send({ email: account.user.email, password: 'Wr0ng!pass' }))
            .status,
        );
      }
      // Even the right password, from that address, is refused now.
      const limited = await post('signin', ip).send({
        email: account.user.email,
        password: account.password,
      });

      expect(statuses).toEqual(Array(LOGIN_LIMIT_EMAIL).fill(401));
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        error: 'Too many sign-in attempts. Please try again in 15 minutes.',
        statusCode: 429,
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(890);
      const other = await signup();
      expect(
        (await post('signin', ip).send({ email: other.user.email, password: other.password }))
          .status,
      ).toBe(200);
    });

    it('a third party guessing from other addresses cannot lock the owner out', async () => {
      const account = await signup();
      // Twice the per-email limit of wrong guesses, each from an address of its own...
      for (let i = 0; i < LOGIN_LIMIT_EMAIL * 2; i++) {
        const guess = await post('signin').send({
          email: account.user.email,
          password: `Wr0ng!${i}`,
        });
        expect(guess.status).toBe(401);
      }
      // ...and the limit reached from one attacking address.
      const attacker = freshIp();
      for (let i = 0; i <= LOGIN_LIMIT_EMAIL; i++) {
        await post('signin', attacker).send({ email: account.user.email, password: 'Wr0ng!x' });
      }
      const blocked = await post('signin', attacker).send({
        email: account.user.email,
        password: account.password,
      });
      expect(blocked.status).toBe(429);

      // The owner, at their own address, signs in at once.
      const owner = await post('signin').send({
        email: account.user.email,
        password: account.password,
      });
      expect(owner.status).toBe(200);
    });

    it('clears the email count on a successful sign-in', async () => {
      const account = await signup();
      const ip = freshIp();
      const attempt = (password: string) =>
        post('signin', ip).send({ email: account.user.email, password });
      const statuses: number[] = [];
      for (const password of [
        'Wr0ng!1',
        'Wr0ng!2',
        account.password,
        'Wr0ng!3',
        'Wr0ng!4',
        'Wr0ng!5',
        'Wr0ng!6',
      ]) {
        statuses.push((await attempt(password)).status);
      }
      expect(statuses).toEqual([401, 401, 200, 401, 401, 401, 429]);
    });

    it(`limits one client address to ${LOGIN_LIMIT_IP} attempts per window, whatever the email, with 429`, async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMIT_IP; i++) {
        statuses.push(
          (await post('signin', ip).send({ email: uniqueEmail(), password: 'Wr0ng!pass' })).status,
        );
      }
      const account = await signup();
      const limited = await post('signin', ip).send({
        email: account.user.email,
        password: account.password,
      });

      expect(statuses).toEqual(Array(LOGIN_LIMIT_IP).fill(401));
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
      const fromElsewhere = await post('signin').send({
        email: account.user.email,
        password: account.password,
      });
      expect(fromElsewhere.status).toBe(200);
    });
  });

  describe('the token guard', () => {
    let account: SignedUp;
    beforeAll(async () => {
      account = await signup();
    });

    it('accepts the token as Authorization: Bearer', async () => {
      const res = await post('user-profile').set('authorization', `Bearer ${account.token}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(account.user);
    });

    it('accepts the token in a `token` header (the journal call)', async () => {
      const res = await post('user-profile').set('token', account.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(account.user);
    });

    it('accepts the token as the `token` field of a JSON body (the profile calls)', async () => {
      const res = await post('user-profile').send({ token: account.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(account.user);
    });

    it('answers 401 "Authentication required" without a token', async () => {
      const res = await post('user-profile').send({});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Authentication required', statusCode: 401 });
    });

    it.each([
      ['malformed', () => 'not.a.jwt'],
      [
        'signed with another secret',
        () =>
          sign({ sub: account.user.id, ver: 0 }, 'another-secret-of-sufficient-length-1234567890'),
      ],
      [
        'expired',
        () =>
          sign(
            { sub: account.user.id, ver: 0, exp: Math.floor(Date.now() / 1000) - 10 },
            TEST_JWT_SECRET,
          ),
      ],
      ['signed with "none"', () => unsigned({ sub: account.user.id, ver: 0 })],
      [
        'for a user that does not exist',
        () => sign({ sub: '00000000-0000-4000-8000-000000000000', ver: 0 }, TEST_JWT_SECRET),
      ],
      [
        'of an older token version',
        () =>
          sign({ sub: account.user.id, ver: -1, jti: 'old' }, TEST_JWT_SECRET, { expiresIn: 60 }),
      ],
      [
        'without an expiry',
        () => sign({ sub: account.user.id, ver: 0, jti: 'forever' }, TEST_JWT_SECRET),
      ],
      [
        'without an id (jti)',
        () => sign({ sub: account.user.id, ver: 0 }, TEST_JWT_SECRET, { expiresIn: 60 }),
      ],
    ])('answers 401 "Invalid or expired token" for a token %s', async (_what, token) => {
      const res = await post('user-profile').set('authorization', `Bearer ${token()}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_TOKEN);
    });

    it('accepts a token that is still valid and current', async () => {
      // The gateway gives every token a UUID as its id, which the durable sign-out list is keyed by.
      const fresh = sign({ sub: account.user.id, ver: 0, jti: randomUUID() }, TEST_JWT_SECRET, {
        expiresIn: 60,
      });
      expect((await profileWith(fresh)).status).toBe(200);
    });
  });

  describe('profile', () => {
    it('POST /api/auth/user-profile answers the user object', async () => {
      const account = await signup({ firstname: 'Pro', lastname: 'File' });
      const res = await post('user-profile').send({ token: account.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: account.user.id,
        firstname: 'Pro',
        lastname: 'File',
        email: account.user.email,
        profilephoto: null,
        emailConfirmed: false,
        hasPassword: true,
      });
    });

    it('POST /api/auth/user-profile-update (multipart with the token field) updates names, email (with the current password) and photo', async () => {
      const oldEmail = uniqueEmail();
      const first = await signUpAndSignIn(
        http,
        post('signup')
          .field('firstname', 'Old')
          .field('lastname', 'Name')
          .field('email', oldEmail)
          .field('password', STRONG_PASSWORD)
          .attach('profilePhoto', PNG, { filename: 'a.png', contentType: 'image/png' }),
        { email: oldEmail, password: STRONG_PASSWORD },
      );
      const oldPhoto = first.body.user.profilephoto as string;
      const newEmail = uniqueEmail('renamed');

      const res = await post('user-profile-update')
        .field('token', first.body.token)
        .field('firstname', 'New')
        .field('lastname', 'Name')
        .field('email', newEmail.toUpperCase())
        .field('currentPassword', STRONG_PASSWORD)
        .attach('profilePhoto', JPEG, { filename: 'b.jpg', contentType: 'image/jpeg' });

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Profile updated successfully');
      expect(res.body.user).toEqual({
        id: first.body.user.id,
        firstname: 'New',
        lastname: 'Name',
        email: newEmail,
        profilephoto: expect.stringMatching(/^\/api\/auth\/photo\//),
        // a new address is unconfirmed until its mailed link is followed
        emailConfirmed: false,
        hasPassword: true,
      });
      expect(res.body.user.profilephoto).not.toBe(oldPhoto);
      expect((await http().get(oldPhoto)).status).toBe(404);
      expect((await http().get(res.body.user.profilephoto)).headers['content-type']).toBe(
        'image/jpeg',
      );
      // a new email signs out every other session; the answer carries the new token
      expect((await profileWith(first.body.token)).body).toEqual(INVALID_TOKEN);
      expect((await profileWith(res.body.token)).body.email).toBe(newEmail);
    });

    it('accepts a JSON update with the token as Authorization: Bearer', async () => {
      const account = await signup();
      const res = await post('user-profile-update')
        .set('authorization', `Bearer ${account.token}`)
        .send({ firstname: 'Jay', lastname: 'Son', email: account.user.email });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ firstname: 'Jay', lastname: 'Son' });
    });

    it('answers 401 without a token and 409 for an email another account has', async () => {
      const [a, b] = [await signup(), await signup()];
      const anonymous = await post('user-profile-update')
        .field('firstname', 'X')
        .field('lastname', 'Y')
        .field('email', a.user.email);
      expect(anonymous.status).toBe(401);

      const taken = await post('user-profile-update')
        .field('token', a.token)
        .field('firstname', 'X')
        .field('lastname', 'Y')
        .field('email', b.user.email)
        .field('currentPassword', a.password);
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({
        error: 'An account with this email already exists',
        statusCode: 409,
      });
    });

    it.each([
      [{ lastname: 'Y', email: 'ok@example.com' }, 'firstname is required'],
      [{ firstname: 'X', lastname: 'Y', email: 'nope' }, 'email must be a valid email address'],
      [
        { firstname: 'X', lastname: 'Y', email: 'ok@example.com', newPassword: 'weakpass' },
        [RULES.upper, RULES.number, RULES.special].join('. '),
      ],
    ])('rejects %j with 400 "%s"', async (body, error) => {
      const account = await signup();
      const res = await post('user-profile-update').send({ token: account.token, ...body });
      expect(res.body).toEqual({ error, statusCode: 400 });
    });

    it('refuses a photo that is not really JPEG or PNG with 400 "Only JPEG or PNG images are allowed." and one over 15 MB with 413', async () => {
      const account = await signup();
      const update = () =>
        post('user-profile-update')
          .field('token', account.token)
          .field('firstname', 'Ann')
          .field('lastname', 'Lee')
          .field('email', account.user.email);
      const renamed = await update().attach('profilePhoto', PNG, {
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      });
      expect(renamed.body).toEqual({
        error: 'Only JPEG or PNG images are allowed.',
        statusCode: 400,
      });
      const text = await update().attach('profilePhoto', Buffer.from('hello'), {
        filename: 'x.png',
        contentType: 'image/png',
      });
      expect(text.body).toEqual({ error: 'Only JPEG or PNG images are allowed.', statusCode: 400 });
      const big = await update().attach('profilePhoto', pngOfSize(PHOTO_LIMIT + 1), {
        filename: 'x.png',
        contentType: 'image/png',
      });
      expect(big.body).toEqual({ error: 'File size must be less than 15MB.', statusCode: 413 });
    });

    it('changes the password with currentPassword + newPassword, revoking earlier tokens and answering a new one', async () => {
      const account = await signup();
      const base = {
        token: account.token,
        firstname: 'Ann',
        lastname: 'Lee',
        email: account.user.email,
      };

      const missing = await post('user-profile-update').send({
        ...base,
        newPassword: 'N3w!password',
      });
      expect(missing.body).toEqual({
        error: 'currentPassword is required to change the password',
        statusCode: 400,
      });
      const wrong = await post('user-profile-update').send({
        ...base,
        currentPassword: 'Wr0ng!pass',
        newPassword: 'N3w!password',
      });
      expect(wrong.body).toEqual({ error: 'Current password is incorrect', statusCode: 400 });

      const changed = await post('user-profile-update').send({
        ...base,
        currentPassword: account.password,
        newPassword: 'N3w!password',
      });
      expect(changed.status).toBe(200);
      expect(typeof changed.body.token).toBe('string');
      expect((await profileWith(account.token)).body).toEqual(INVALID_TOKEN);
      expect((await profileWith(changed.body.token)).status).toBe(200);
      expect(
        (await post('signin').send({ email: account.user.email, password: account.password }))
          .status,
      ).toBe(401);
      expect(
        (await post('signin').send({ email: account.user.email, password: 'N3w!password' })).status,
      ).toBe(200);
    });

    it("never reads or changes another user's profile, whatever the body names", async () => {
      const [me, other] = [await signup({ firstname: 'Me' }), await signup({ firstname: 'Other' })];

      const read = await post('user-profile')
        .set('authorization', `Bearer ${me.token}`)
        .send({ token: other.token, id: other.user.id, userId: other.user.id });
      expect(read.body).toEqual(me.user);

      const changed = await post('user-profile-update')
        .set('authorization', `Bearer ${me.token}`)
        .send({
          id: other.user.id,
          userId: other.user.id,
          firstname: 'Hijacked',
          lastname: 'Hijacked',
          email: me.user.email,
        });
      expect(changed.status).toBe(200);
      expect(changed.body.user.id).toBe(me.user.id);

      const { rows } = await db.query(
        'SELECT firstname, lastname, email FROM auth.users WHERE id = $1',
        [other.user.id],
      );
      expect(rows[0]).toEqual({ firstname: 'Other', lastname: 'Lee', email: other.user.email });
      expect((await profileWith(other.token)).body).toEqual(other.user);
    });
  });

  describe('password reset', () => {
    const mailTo = (email: string) =>
      mails.filter(
        (m) => m.to.includes(email) && m.raw.includes('Subject: Reset your SentiLog password'),
      );

    it('mails a single-use link that resets the password and revokes earlier tokens', async () => {
      const account = await signup({ firstname: 'Reset' });
      const forgot = await post('forgot-password').send({
        email: account.user.email.toUpperCase(),
      });
      expect(forgot.status).toBe(200);
      expect(forgot.body).toEqual({
        message: 'If an account exists for this email, a password reset link has been sent.',
      });

      await waitFor(() => mailTo(account.user.email).length > 0, 10_000, 'the reset mail');
      const mail = decodeQuotedPrintable(mailTo(account.user.email)[0].raw);
      expect(mail).toContain('Subject: Reset your SentiLog password');
      const link = /http:\/\/app\.test\/reset-password\?token=[\w%-]+/.exec(mail)?.[0];
      expect(link).toBeDefined();
      const token = new URL(link!).searchParams.get('token')!;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);

      // only the hash is stored, expiring in an hour
      const { rows } = await db.query(
        `SELECT token_hash, extract(epoch from expires_at - created_at) AS ttl, used_at
           FROM auth.password_reset_tokens WHERE user_id = $1`,
        [account.user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(Math.round(Number(rows[0].ttl))).toBe(3600);
      expect(rows[0].used_at).toBeNull();

      const reset = await post('reset-password').send({
        token,
        newPassword: 'Br4nd!new',
        confirmPassword: 'Br4nd!new',
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({
        message: 'Your password has been reset. Please log in with your new password.',
      });

      expect((await profileWith(account.token)).body).toEqual(INVALID_TOKEN);
      expect(
        (await post('signin').send({ email: account.user.email, password: account.password }))
          .status,
      ).toBe(401);
      expect(
        (await post('signin').send({ email: account.user.email, password: 'Br4nd!new' })).status,
      ).toBe(200);

      const reused = await post('reset-password').send({ token, newPassword: 'An0ther!one' });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual(RESET_INVALID);
    });

    it('answers the same for an email without an account, and sends nothing', async () => {
      const email = uniqueEmail('ghost');
      const res = await post('forgot-password').send({ email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'If an account exists for this email, a password reset link has been sent.',
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailTo(email)).toHaveLength(0);
    });

    it('refuses an unknown or expired token with 400 "This reset link is invalid or has expired"', async () => {
      const unknown = await post('reset-password').send({
        token: 'x'.repeat(43),
        newPassword: 'Br4nd!new',
      });
      expect(unknown.body).toEqual(RESET_INVALID);

      const account = await signup();
      await post('forgot-password').send({ email: account.user.email });
      await waitFor(() => mailTo(account.user.email).length > 0, 10_000, 'the reset mail');
      const token = new URL(
        /http:\/\/app\.test\/reset-password\?token=[\w%-]+/.exec(
          decodeQuotedPrintable(mailTo(account.user.email)[0].raw),
        )![0],
      ).searchParams.get('token')!;
      await db.query(
        "UPDATE auth.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
        [account.user.id],
      );
      const expired = await post('reset-password').send({ token, newPassword: 'Br4nd!new' });
      expect(expired.body).toEqual(RESET_INVALID);
      expect(
        (await post('signin').send({ email: account.user.email, password: account.password }))
          .status,
      ).toBe(200);
    });

    it.each([
      [
        { token: 'abc', newPassword: 'weak' },
        [RULES.length, RULES.upper, RULES.number, RULES.special].join('. '),
      ],
      [
        { token: 'abc', newPassword: 'Br4nd!new', confirmPassword: 'Br4nd!neW' },
        'Passwords do not match',
      ],
      [{ newPassword: 'Br4nd!new' }, 'token is required'],
      [{ token: 'abc' }, 'newPassword is required'],
    ])('reset-password rejects %j with 400 "%s"', async (body, error) => {
      const res = await post('reset-password').send(body);
      expect(res.body).toEqual({ error, statusCode: 400 });
    });

    it.each([
      [{}, 'email is required'],
      [{ email: 'nope' }, 'email must be a valid email address'],
    ])('forgot-password rejects %j with 400 "%s"', async (body, error) => {
      const res = await post('forgot-password').send(body);
      expect(res.body).toEqual({ error, statusCode: 400 });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the token on the server at once; other sessions of the user stay signed in', async () => {
      const account = await signup();
      const other = await post('signin').send({
        email: account.user.email,
        password: account.password,
      });
      expect((await profileWith(account.token)).status).toBe(200);

      const res = await post('logout').set('authorization', `Bearer ${account.token}`).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Signed out successfully' });

      expect((await profileWith(account.token)).body).toEqual(INVALID_TOKEN);
      const again = await post('logout').set('authorization', `Bearer ${account.token}`).send({});
      expect(again.body).toEqual(INVALID_TOKEN);
      expect((await profileWith(other.body.token)).status).toBe(200);
    });

    it('stays signed out when Redis forgets everything (a restart without persistence, a flush)', async () => {
      const account = await signup();
      await post('logout').set('authorization', `Bearer ${account.token}`).send({}).expect(200);
      expect((await profileWith(account.token)).body).toEqual(INVALID_TOKEN);

      const redis = new Redis(process.env.REDIS_URL!);
      const flushed = redis.scanStream({ match: `${prefix}:*`, count: 500 });
      for await (const keys of flushed as AsyncIterable<string[]>) {
        if (keys.length > 0) await redis.unlink(...keys);
      }
      redis.disconnect();

      expect((await profileWith(account.token)).body).toEqual(INVALID_TOKEN);
      const stored = await db.query('SELECT 1 FROM auth.signed_out_tokens WHERE user_id = $1', [
        account.user.id,
      ]);
      expect(stored.rowCount).toBe(1);
    });

    it('answers 401 without a token', async () => {
      const res = await post('logout').send({});
      expect(res.body).toEqual({ error: 'Authentication required', statusCode: 401 });
    });
  });

  describe('email confirmation', () => {
    const confirmationsTo = (email: string) =>
      mails.filter(
        (m) =>
          m.to.includes(email) && m.raw.includes('Subject: Confirm your SentiLog email address'),
      );
    const LINK = /http:\/\/app\.test\/verify-email\?token=[\w%-]+/;

    async function confirmationToken(email: string, nth = 0): Promise<string> {
      await waitFor(() => confirmationsTo(email).length > nth, 10_000, 'the confirmation mail');
      const link = LINK.exec(decodeQuotedPrintable(confirmationsTo(email)[nth].raw))?.[0];
      expect(link).toBeDefined();
      return new URL(link!).searchParams.get('token')!;
    }

    const verifiedAt = async (userId: string) =>
      (await db.query('SELECT email_verified_at FROM auth.users WHERE id = $1', [userId])).rows[0]
        .email_verified_at as Date | null;

    it('sign-up mails a single-use, one-hour link, stored only as a hash, that confirms the address', async () => {
      const account = await signup();
      expect(await verifiedAt(account.user.id)).toBeNull();
      expect(account.user.emailConfirmed).toBe(false);
      const token = await confirmationToken(account.user.email);

      const { rows } = await db.query(
        `SELECT token_hash, extract(epoch from expires_at - created_at) AS ttl
           FROM auth.email_verification_tokens WHERE user_id = $1`,
        [account.user.id],
      );
      expect(rows).toEqual([
        { token_hash: createHash('sha256').update(token).digest('hex'), ttl: expect.anything() },
      ]);
      expect(Math.round(Number(rows[0].ttl))).toBe(3600);

      const res = await post('verify-email').send({ token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Your email address has been confirmed.' });
      expect(await verifiedAt(account.user.id)).toBeInstanceOf(Date);
      const profile = await post('user-profile').send({ token: account.token });
      expect(profile.body.emailConfirmed).toBe(true);

      // Followed again (a second click, a mail client that opened it first): the address is
      // confirmed, and the answer says so rather than that the link failed.
      const reused = await post('verify-email').send({ token });
      expect(reused.status).toBe(200);
      expect(reused.body).toEqual({ message: 'Your email address is already confirmed.' });
    });

    it('refuses an unknown or expired token, and a missing one', async () => {
      const unknown = await post('verify-email').send({ token: 'x'.repeat(43) });
      expect(unknown.body).toEqual({
        error: 'This confirmation link is invalid or has expired',
        statusCode: 400,
      });
      const account = await signup();
      const token = await confirmationToken(account.user.email);
      await db.query(
        "UPDATE auth.email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
        [account.user.id],
      );
      expect((await post('verify-email').send({ token })).status).toBe(400);
      expect(await verifiedAt(account.user.id)).toBeNull();
      expect((await post('verify-email').send({})).body).toEqual({
        error: 'token is required',
        statusCode: 400,
      });
    });

    it('resend-verification mails a new link when not yet confirmed, at most once a minute', async () => {
      const account = await signup();
      await confirmationToken(account.user.email);
      const resend = () =>
        post('resend-verification').set('authorization', `Bearer ${account.token}`).send({});
      // the sign-up's mail went out less than a minute ago: nothing new is sent
      expect((await resend()).body).toEqual({
        message: 'A confirmation link has been sent to your email address.',
      });
      await db.query(
        "UPDATE auth.email_verification_tokens SET created_at = now() - interval '2 minutes' WHERE user_id = $1",
        [account.user.id],
      );
      await resend();
      const token = await confirmationToken(account.user.email, 1);
      expect(confirmationsTo(account.user.email)).toHaveLength(2);
      expect((await post('verify-email').send({ token })).status).toBe(200);
      expect((await resend()).body).toEqual({
        message: 'Your email address is already confirmed.',
      });
      expect((await post('resend-verification').send({})).status).toBe(401);
    });

    it('a password reset through the mailed link also confirms the address', async () => {
      const account = await signup();
      await post('forgot-password').send({ email: account.user.email });
      await waitFor(
        () => mails.some((m) => m.to.includes(account.user.email) && m.raw.includes('Reset your')),
        10_000,
        'the reset mail',
      );
      const raw = mails.find(
        (m) => m.to.includes(account.user.email) && m.raw.includes('Reset your'),
      )!.raw;
      const token = new URL(
        /http:\/\/app\.test\/reset-password\?token=[\w%-]+/.exec(decodeQuotedPrintable(raw))![0],
      ).searchParams.get('token')!;
      expect((await post('reset-password').send({ token, newPassword: 'Br4nd!new' })).status).toBe(
        200,
      );
      expect(await verifiedAt(account.user.id)).toBeInstanceOf(Date);
    });

    it('an email change needs the current password, unconfirms the address and mails a link to the new one', async () => {
      const account = await signup();
      await confirmationToken(account.user.email).then((token) =>
        post('verify-email').send({ token }),
      );
      expect(await verifiedAt(account.user.id)).toBeInstanceOf(Date);
      const newEmail = uniqueEmail('moved');
      const update = (fields: Record<string, string>) =>
        post('user-profile-update')
          .set('authorization', `Bearer ${account.token}`)
          .send({ firstname: 'Ann', lastname: 'Lee', email: newEmail, ...fields });

      expect((await update({})).body).toEqual({
        error: 'currentPassword is required to change the email',
        statusCode: 400,
      });
      expect((await update({ currentPassword: 'Wr0ng!pass' })).body).toEqual({
        error: 'Current password is incorrect',
        statusCode: 400,
      });
      const { rows } = await db.query('SELECT email FROM auth.users WHERE id = $1', [
        account.user.id,
      ]);
      expect(rows[0].email).toBe(account.user.email);

      const changed = await update({ currentPassword: account.password });
      expect(changed.status).toBe(200);
      expect(changed.body.user.email).toBe(newEmail);
      expect(await verifiedAt(account.user.id)).toBeNull();
      expect((await profileWith(account.token)).body).toEqual(INVALID_TOKEN);
      const token = await confirmationToken(newEmail);
      expect((await post('verify-email').send({ token })).status).toBe(200);
      expect(await verifiedAt(account.user.id)).toBeInstanceOf(Date);
    });

    it('wrong current passwords on profile update are rate limited like sign-in', async () => {
      const account = await signup();
      const ip = freshIp();
      const update = (currentPassword: string) =>
        post('user-profile-update', ip).set('authorization', `Bearer ${account.token}`).send({
          firstname: 'Ann',
          lastname: 'Lee',
          email: account.user.email,
          currentPassword,
          newPassword: 'N3w!password',
        });
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMIT_EMAIL; i++)
        statuses.push((await update('Wr0ng!pass')).status);
      const limited = await update(account.password);
      expect(statuses).toEqual(Array(LOGIN_LIMIT_EMAIL).fill(400));
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(890);
      // the password did not change
      expect(
        (await post('signin').send({ email: account.user.email, password: account.password }))
          .status,
      ).toBe(200);
    });
  });

  describe('DELETE /api/auth/delete-account', () => {
    it('deletes the user and photo, revokes the token and emits user.deleted', async () => {
      const email = uniqueEmail();
      const res0 = await signUpAndSignIn(
        http,
        post('signup')
          .field('firstname', 'Gone')
          .field('lastname', 'Soon')
          .field('email', email)
          .field('password', STRONG_PASSWORD)
          .attach('profilePhoto', PNG, { filename: 'a.png', contentType: 'image/png' }),
        { email, password: STRONG_PASSWORD },
      );
      const { token, user } = res0.body as SignedUp;
      expect((await profileWith(token)).status).toBe(200);

      const res = await http()
        .delete('/api/auth/delete-account')
        .set('x-forwarded-for', freshIp())
        .set('authorization', `Bearer ${token}`)
        .send({ password: STRONG_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Your account has been deleted successfully.' });

      expect((await db.query('SELECT 1 FROM auth.users WHERE id = $1', [user.id])).rowCount).toBe(
        0,
      );
      expect(
        (await db.query('SELECT 1 FROM auth.photos WHERE user_id = $1', [user.id])).rowCount,
      ).toBe(0);
      expect((await http().get(user.profilephoto!)).status).toBe(404);
      expect((await profileWith(token)).body).toEqual(INVALID_TOKEN);
      expect(
        (await post('signin').send({ email: user.email, password: STRONG_PASSWORD })).status,
      ).toBe(401);
      const again = await http()
        .delete('/api/auth/delete-account')
        .set('authorization', `Bearer ${token}`);
      expect(again.status).toBe(401);

      const redis = new Redis(process.env.REDIS_URL!);
      const entries = await redis
        .xrange(`${prefix}:event:user.deleted`, '-', '+')
        .finally(() => redis.disconnect());
      const events = entries.map(([, fields]) => {
        const record: Record<string, string> = {};
        for (let i = 0; i < fields.length; i += 2) record[fields[i]] = fields[i + 1];
        return JSON.parse(record.data) as { userId: string };
      });
      expect(events).toContainEqual({ userId: user.id });
    });

    it('answers 401 without a token', async () => {
      const res = await http().delete('/api/auth/delete-account');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Authentication required', statusCode: 401 });
    });

    it('asks for the password, keeps the account on a wrong one, and counts wrong ones like sign-in', async () => {
      const account = await signup();
      const ip = freshIp();
      const remove = (body: object) =>
        http()
          .delete('/api/auth/delete-account')
          .set('x-forwarded-for', ip)
          .set('authorization', `Bearer ${account.token}`)
          .send(body);
      expect((await remove({})).body).toEqual({
        error: 'Enter your password to delete your account.',
        statusCode: 400,
      });
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMIT_EMAIL; i++) {
        const wrong = await remove({ password: 'Wr0ng!pass' });
        statuses.push(wrong.status);
        if (i === 0) {
          expect(wrong.body.error).toBe(
            'That password is not right, so your account was not deleted.',
          );
        }
      }
      expect(statuses).toEqual(Array(LOGIN_LIMIT_EMAIL).fill(400));
      expect((await remove({ password: account.password })).status).toBe(429);
      const kept = await db.query('SELECT 1 FROM auth.users WHERE id = $1', [account.user.id]);
      expect(kept.rowCount).toBe(1);
      expect((await profileWith(account.token)).status).toBe(200);
    });
  });

  describe('Google and GitHub sign-in without a client id', () => {
    it('says so once at start-up, one plain line per provider, no error', () => {
      expect(startupLines).toEqual([
        'Google sign-in is not configured (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to offer it)',
        'GitHub sign-in is not configured (set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET to offer it)',
      ]);
      expect(startupErrors).toBe(0);
    });

    it('GET /api/auth/providers answers that none is offered', async () => {
      const res = await http().get('/api/auth/providers');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ providers: [] });
    });

    it.each(['google', 'github'])(
      'GET /api/auth/%s (and its callback) redirect to /login with an error code, never text',
      async (provider) => {
        for (const path of [`/api/auth/${provider}`, `/api/auth/${provider}/callback?code=x`]) {
          const res = await http().get(path);
          expect(res.status).toBe(302);
          const target = new URL(res.headers.location as string);
          expect(`${target.origin}${target.pathname}`).toBe(`${APP_URL}/login`);
          expect(Object.fromEntries(target.searchParams)).toEqual({
            error: 'provider-not-configured',
            provider,
          });
        }
      },
    );

    it('POST /api/auth/oauth/callback answers 503 for an unconfigured provider', async () => {
      const res = await post('oauth/callback').send({ code: 'c', state: 's', provider: 'google' });
      expect(res.body).toEqual({ error: 'Google sign-in is not configured', statusCode: 503 });
    });
  });

  it('the OpenAPI document lists every auth route with its request and response shapes', async () => {
    const doc = (await http().get('/api/docs-json')).body as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const routes = [
      ['post', '/api/auth/signup'],
      ['post', '/api/auth/signin'],
      ['post', '/api/auth/user-profile'],
      ['post', '/api/auth/user-profile-update'],
      ['post', '/api/auth/forgot-password'],
      ['post', '/api/auth/reset-password'],
      ['delete', '/api/auth/delete-account'],
      ['get', '/api/auth/photo/{id}'],
      ['get', '/api/auth/google'],
      ['get', '/api/auth/google/callback'],
      ['get', '/api/auth/github'],
      ['get', '/api/auth/github/callback'],
      ['post', '/api/auth/oauth/callback'],
      ['get', '/api/auth/providers'],
      ['post', '/api/auth/logout'],
      ['post', '/api/auth/verify-email'],
      ['post', '/api/auth/resend-verification'],
      ['post', '/api/auth/link/{provider}'],
      ['post', '/api/auth/link/preview'],
      ['post', '/api/auth/link/confirm'],
    ];
    for (const [method, path] of routes)
      expect({ path, defined: Boolean(doc.paths[path]?.[method]) }).toEqual({
        path,
        defined: true,
      });
    const props = (name: string) => Object.keys(doc.components.schemas[name].properties);
    expect(props('SignupFormDto')).toEqual(
      expect.arrayContaining(['firstname', 'lastname', 'email', 'password', 'profilePhoto']),
    );
    expect(props('AuthResponseDto')).toEqual(['token', 'user', 'message']);
    expect(props('UserDto')).toEqual([
      'id',
      'firstname',
      'lastname',
      'email',
      'profilephoto',
      'emailConfirmed',
      'hasPassword',
    ]);
    expect(props('OAuthCallbackResponseDto')).toEqual(
      expect.arrayContaining(['success', 'token', 'user', 'message']),
    );
    expect(props('ResetPasswordDto')).toEqual(expect.arrayContaining(['token', 'newPassword']));
  });
});
