/**
 * Daily reminders through the gateway, with the auth, analysis and journal services in-process on
 * the run's real PostgreSQL and Redis, a real SMTP server catching the mail and a local push
 * service receiving the (encrypted, VAPID-signed) pushes. The journal service's sweep runs by
 * hand with a set clock (REMINDER_SWEEP_SECONDS=0), so each test says when "now" is.
 */
import { INestApplication } from '@nestjs/common';
import { REMINDER_NOTIFICATION } from '@sentilog/contracts';
import { createECDH, ECDH, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { generateVAPIDKeys } from 'web-push';
import { waitFor } from '../../infra/testing/redis-prefix';
import { ReminderSweep } from '../../services/journal/src/reminder-sweep';
import { freshIp, STRONG_PASSWORD } from './auth-fixtures';
import {
  JournalStack,
  JournalUser,
  newJournalKey,
  signUp,
  startJournalStack,
} from './journal-fixtures';

// http_ece comes with web-push: it decrypts here what a browser would (RFC 8291).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

const DAY_MS = 86_400_000;
const APP_URL = 'http://app.test';
const VAPID = generateVAPIDKeys();
/** Two days ago (UTC): a day the sweep's clock is set on, and entries may be dated. */
const DAY = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);
const at = (time: string, dayOffset = 0) =>
  new Date(Date.parse(`${DAY}T${time}Z`) + dayOffset * DAY_MS);

interface Mail {
  to: string[];
  raw: string;
}

interface Push {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A browser's side of a push subscription: its keys, to decrypt what arrives. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

describe('daily reminders: settings, scheduling, mail, push and unsubscribe', () => {
  let stack: JournalStack | undefined;
  let gateway: INestApplication;
  let db: Client;
  let sweep: ReminderSweep;
  let smtp: SMTPServer;
  let pushService: Server;
  let pushUrl: string;
  const mails: Mail[] = [];
  const pushes: Push[] = [];

  const http = () => request(gateway.getHttpServer());
  const settingsOf = (user: JournalUser) =>
    http().get('/api/reminders').set('authorization', `Bearer ${user.token}`);
  const save = (user: JournalUser, body: Record<string, unknown>) =>
    http().put('/api/reminders').set('authorization', `Bearer ${user.token}`).send(body);
  const subscribe = (user: JournalUser, body: Record<string, unknown>) =>
    http()
      .post('/api/reminders/push-subscriptions')
      .set('authorization', `Bearer ${user.token}`)
      .send(body);
  const confirmEmail = (user: JournalUser) =>
    db.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [user.id]);
  const emailOf = async (user: JournalUser) =>
    (await db.query('SELECT email FROM auth.users WHERE id = $1', [user.id])).rows[0]
      .email as string;
  /** The reminder mails the person got (sign-up also mails them a confirmation link). */
  const mailsTo = async (user: JournalUser) => {
    const email = await emailOf(user);
    return mails.filter(
      (mail) => mail.to.includes(email) && /^Subject: How was your day\?/m.test(mail.raw),
    );
  };
  /** A person reminded by email at `time` in `timeZone`, with a confirmed address. */
  async function emailReminder(time: string, timeZone: string): Promise<JournalUser> {
    const user = await signUp(gateway);
    await confirmEmail(user);
    expect((await save(user, { email: true, push: false, time, timeZone })).status).toBe(200);
    return user;
  }

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
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    pushService = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        pushes.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        // A subscription the browser dropped answers 410 Gone (RFC 8030).
        res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;

    stack = await startJournalStack('reminders', {
      JOURNAL_ENCRYPTION_KEY: newJournalKey(),
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      APP_URL,
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:operator@sentilog.test',
      PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*',
      REMINDER_SWEEP_SECONDS: '0',
    });
    ({ gateway, db } = stack);
    sweep = stack.services.journal.get(ReminderSweep);
  });

  afterAll(async () => {
    await stack?.stop();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await new Promise<void>((resolve) => pushService?.close(() => resolve()));
  });

  describe('settings', () => {
    it('are off by default, and say whether push is available and its key', async () => {
      const user = await signUp(gateway);
      const res = await settingsOf(user);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        email: false,
        push: false,
        time: '20:00',
        timeZone: 'UTC',
        pushDevices: 0,
        pushAvailable: true,
        vapidPublicKey: VAPID.publicKey,
      });
    });

    it('keep a time in a time zone, and refuse what is not one', async () => {
      const user = await signUp(gateway);
      const saved = await save(user, {
        email: true,
        push: false,
        time: '07:45',
        timeZone: 'Asia/Kolkata',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ email: true, time: '07:45', timeZone: 'Asia/Kolkata' });
      expect((await settingsOf(user)).body).toMatchObject({ email: true, time: '07:45' });

      const valid = { email: true, push: false, time: '07:45', timeZone: 'UTC' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...valid, time: '24:00' }, 'time must be a time of day as HH:MM (24-hour clock)'],
        [{ ...valid, time: '7:45' }, 'time must be a time of day as HH:MM (24-hour clock)'],
        [
          { ...valid, timeZone: 'Mars/Olympus' },
          'timeZone must be an IANA time zone such as Europe/Berlin or America/New_York',
        ],
        [
          { email: true, push: false, time: '07:45' },
          'timeZone must be an IANA time zone such as Europe/Berlin or America/New_York',
        ],
        [{ ...valid, email: 'yes' }, 'email must be true or false'],
      ];
      for (const [body, error] of cases) {
        const res = await save(user, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error, statusCode: 400 });
      }
      expect((await settingsOf(user)).body).toMatchObject({
        time: '07:45',
        timeZone: 'Asia/Kolkata',
      });
    });

    it('need a sign-in', async () => {
      expect((await http().get('/api/reminders')).status).toBe(401);
      expect((await http().put('/api/reminders').send({})).status).toBe(401);
    });

    it('keep a browser’s push subscription on an allowed push service only', async () => {
      const user = await signUp(gateway);
      const { keys } = browserKeys();
      const refused = await subscribe(user, { endpoint: 'https://evil.example/push/1', keys });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(
        'This browser’s push service is not one SentiLog sends to, so push reminders cannot be turned on here.',
      );
      const malformed = await subscribe(user, {
        endpoint: `${pushUrl}/push/x`,
        keys: { p256dh: 'short', auth: keys.auth },
      });
      expect(malformed.status).toBe(400);

      const endpoint = `${pushUrl}/push/${user.id}`;
      expect((await subscribe(user, { endpoint, keys })).body).toEqual({ pushDevices: 1 });
      // The same browser again is still one device.
      expect((await subscribe(user, { endpoint, keys })).body).toEqual({ pushDevices: 1 });
      const removed = await http()
        .delete('/api/reminders/push-subscriptions')
        .set('authorization', `Bearer ${user.token}`)
        .send({ endpoint });
      expect(removed.body).toEqual({ pushDevices: 0 });
    });
  });

  describe('the sweep (a set clock)', () => {
    it('mails a reminder at its time in its zone, once a day, with a one-click unsubscribe', async () => {
      // 09:00 in Tokyo (UTC+9, no daylight saving) is midnight UTC.
      const ann = await emailReminder('09:00', 'Asia/Tokyo');
      expect((await sweep.sweep(at('23:59:30', -1))).claimed).toBe(0);
      expect(await mailsTo(ann)).toHaveLength(0);

      expect(await sweep.sweep(at('00:00:30'))).toMatchObject({ claimed: 1, mailed: 1 });
      await waitFor(async () => (await mailsTo(ann)).length === 1, 10_000, 'the reminder mail');
      // Later that day, and however often the sweep runs: nothing more.
      expect((await sweep.sweep(at('00:10:00'))).claimed).toBe(0);
      const { rows } = await db.query(
        `SELECT to_char(last_sent_on, 'YYYY-MM-DD') AS day FROM journal.reminders WHERE user_id = $1`,
        [ann.id],
      );
      expect(rows).toEqual([{ day: DAY }]);

      const [mail] = await mailsTo(ann);
      const headers = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toMatch(
        /^Subject: How was your day\? A reminder from your SentiLog journal/m,
      );
      const unsubscribe = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)?.[1];
      expect(unsubscribe).toMatch(/^http:\/\/app\.test\/api\/reminders\/unsubscribe\?token=/);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      const token = new URL(unsubscribe!).searchParams.get('token')!;
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`${APP_URL}/unsubscribe?token=`);

      // The next day it comes again.
      expect(await sweep.sweep(at('00:00:30', 1))).toMatchObject({ claimed: 1, mailed: 1 });

      // One click in the mail client: a POST to the header's address, no sign-in.
      const oneClick = await http()
        .post(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(oneClick.status).toBe(200);
      expect(oneClick.body).toEqual({
        message: 'Email reminders are off. You can turn them on again in your profile at any time.',
      });
      expect((await settingsOf(ann)).body.email).toBe(false);
      expect((await sweep.sweep(at('00:00:30', 2))).claimed).toBe(0);
    });

    it('skips a day that already has an entry, and a person whose address is not confirmed', async () => {
      const cid = await emailReminder('12:00', 'UTC');
      const entry = await http()
        .post('/api/journal')
        .set('token', cid.token)
        .send({ mood: 4, date: DAY, timeZone: 'UTC' });
      expect(entry.status).toBe(201);
      expect((await sweep.sweep(at('12:00:10'))).claimed).toBe(0);
      // The day before had no entry: reminded.
      expect(await sweep.sweep(at('12:00:10', -1))).toMatchObject({ claimed: 1, mailed: 1 });

      const dee = await signUp(gateway);
      await save(dee, { email: true, push: false, time: '06:00', timeZone: 'Asia/Kolkata' });
      // 06:00 in Kolkata (UTC+5:30) is 00:30 UTC; the address was never confirmed.
      expect(await sweep.sweep(at('00:30:00'))).toMatchObject({ claimed: 1, mailed: 0 });
      expect(await mailsTo(dee)).toHaveLength(0);
    });

    it('sends a reminder up to an hour late (a missed sweep), not later', async () => {
      const eve = await emailReminder('03:00', 'UTC');
      expect((await sweep.sweep(at('04:00:00'))).claimed).toBe(0);
      expect(await sweep.sweep(at('03:59:59'))).toMatchObject({ claimed: 1, mailed: 1 });
      expect(await mailsTo(eve)).toHaveLength(1);
    });

    it('never sends twice when two replicas sweep at once', async () => {
      const fay = await emailReminder('05:00', 'UTC');
      const reports = await Promise.all([
        sweep.sweep(at('05:00:00')),
        sweep.sweep(at('05:00:00')),
        sweep.sweep(at('05:00:01')),
      ]);
      expect(reports.reduce((sum, r) => sum + r.claimed, 0)).toBe(1);
      await waitFor(async () => (await mailsTo(fay)).length === 1, 10_000, 'the reminder mail');
      expect(await mailsTo(fay)).toHaveLength(1);
    });

    it('pushes an encrypted, VAPID-signed notification, and forgets a subscription that is gone', async () => {
      const bob = await signUp(gateway);
      const browser = browserKeys();
      const endpoint = `${pushUrl}/push/${bob.id}`;
      await subscribe(bob, { endpoint, keys: browser.keys });
      await subscribe(bob, { endpoint: `${pushUrl}/gone/${bob.id}`, keys: browserKeys().keys });
      // 07:30 in Bogotá (UTC−5, no daylight saving) is 12:30 UTC.
      const saved = await save(bob, {
        email: false,
        push: true,
        time: '07:30',
        timeZone: 'America/Bogota',
      });
      expect(saved.body).toMatchObject({ push: true, pushDevices: 2 });

      expect(await sweep.sweep(at('12:30:00'))).toMatchObject({ claimed: 1, mailed: 0, pushed: 1 });
      const push = pushes.find((p) => p.path === `/push/${bob.id}`)!;
      expect(push.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.publicKey}$`),
      );
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      const payload = ece.decrypt(push.body, {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth,
      });
      expect(JSON.parse(payload.toString('utf8'))).toEqual(REMINDER_NOTIFICATION);
      expect(push.body.toString('utf8')).not.toContain(REMINDER_NOTIFICATION.title);

      const { rows } = await db.query(
        'SELECT endpoint FROM journal.push_subscriptions WHERE user_id = $1',
        [bob.id],
      );
      expect(rows).toEqual([{ endpoint }]);
      expect((await settingsOf(bob)).body.pushDevices).toBe(1);
    });
  });

  describe('unsubscribe links', () => {
    it('refuse a token that was not signed here, and work from the app’s page too', async () => {
      const gus = await emailReminder('10:00', 'UTC');
      const forged = await http()
        .post('/api/reminders/unsubscribe')
        .send({ token: `${gus.id}.${randomBytes(32).toString('base64url')}` });
      expect(forged.status).toBe(400);
      expect(forged.body.error).toBe(
        'This unsubscribe link is not valid. Sign in and turn reminders off in your profile.',
      );
      expect((await http().post('/api/reminders/unsubscribe').send({})).status).toBe(400);
      expect((await settingsOf(gus)).body.email).toBe(true);

      await sweep.sweep(at('10:00:00'));
      await waitFor(async () => (await mailsTo(gus)).length === 1, 10_000, 'the reminder mail');
      const [mail] = await mailsTo(gus);
      const link = /http:\/\/app\.test\/unsubscribe\?token=([\w.%-]+)/.exec(
        mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
      )?.[1];
      const res = await http()
        .post('/api/reminders/unsubscribe')
        .send({ token: decodeURIComponent(link!) });
      expect(res.status).toBe(200);
      expect((await settingsOf(gus)).body.email).toBe(false);
    });
  });

  it('account deletion forgets the reminder and the push subscriptions', async () => {
    const hal = await emailReminder('11:00', 'UTC');
    await subscribe(hal, { endpoint: `${pushUrl}/push/${hal.id}`, keys: browserKeys().keys });
    const deleted = await http()
      .delete('/api/auth/delete-account')
      .set('x-forwarded-for', freshIp())
      .set('authorization', `Bearer ${hal.token}`)
      .send({ password: STRONG_PASSWORD });
    expect(deleted.status).toBe(200);
    const left = async () =>
      (
        await db.query(
          `SELECT (SELECT count(*) FROM journal.reminders WHERE user_id = $1)
                + (SELECT count(*) FROM journal.push_subscriptions WHERE user_id = $1) AS n`,
          [hal.id],
        )
      ).rows[0].n as string;
    await waitFor(async () => (await left()) === '0', 20_000, 'the reminder to go');
  });
});
