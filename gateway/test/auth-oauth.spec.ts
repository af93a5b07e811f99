/**
 * Google and GitHub sign-in end to end: the gateway redirects to a real (mock) OAuth 2 provider
 * from oauth2-mock-server, the provider redirects back with a code, the gateway exchanges it,
 * loads the profile, links or creates the account and hands the app a one-time code that it
 * exchanges for the token. One mock server plays Google (OpenID userinfo), another GitHub (user
 * and emails APIs).
 */
import { createHash, randomBytes } from 'node:crypto';
import { INestApplication, INestMicroservice } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Params, PARAMS_PROVIDER_TOKEN } from 'nestjs-pino';
import { OAuth2Server } from 'oauth2-mock-server';
import Redis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import { startGateway, startService } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import {
  freshIp,
  privateRedisPrefix,
  setEnv,
  openAccount,
  TEST_JWT_SECRET,
  uniqueEmail,
} from './auth-fixtures';

const APP_URL = 'http://app.test';
const PUBLIC_URL = 'http://api.test';
const INVALID_STATE = 'Invalid OAuth state. Please try signing in again.';
const CODE_INVALID = 'This sign-in has expired or was already used. Please sign in again.';
const INVALID_TOKEN = { error: 'Invalid or expired token', statusCode: 401 };

type Provider = 'google' | 'github';

interface UserinfoResponse {
  body: unknown;
  statusCode: number;
}

describe('Google and GitHub sign-in against a mock OAuth 2 provider', () => {
  let restoreEnv: () => void;
  const google = new OAuth2Server();
  const github = new OAuth2Server();
  let auth: INestMicroservice;
  let gateway: INestApplication;
  let db: Client;

  // What the providers' profile APIs answer; each test sets them.
  let googleUser: Record<string, unknown>;
  let githubUser: Record<string, unknown>;
  let githubEmails: { email: string; primary: boolean; verified: boolean }[];

  const http = () => request(gateway.getHttpServer());

  beforeAll(async () => {
    for (const server of [google, github]) {
      await server.issuer.keys.generate('RS256');
      await server.start(0, '127.0.0.1');
    }
    google.service.on('beforeUserinfo', (res: UserinfoResponse) => {
      res.body = googleUser;
    });
    // GitHub's user API and emails API both point at the mock's userinfo route; ?emails tells them apart.
    github.service.on(
      'beforeUserinfo',
      (res: UserinfoResponse, req: { query: Record<string, unknown> }) => {
        res.body = req.query.emails !== undefined ? githubEmails : githubUser;
      },
    );

    const g = google.issuer.url!;
    const gh = github.issuer.url!;
    restoreEnv = setEnv({
      REDIS_PREFIX: privateRedisPrefix('oauth'),
      JWT_SECRET: TEST_JWT_SECRET,
      APP_URL,
      PUBLIC_URL,
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: '1000',
      SERVE_FRONTEND: 'false',
      SMTP_URL: undefined,
      GOOGLE_CLIENT_ID: 'google-client-id',
      GOOGLE_CLIENT_SECRET: 'google-client-secret',
      GOOGLE_AUTHORIZATION_URL: `${g}/authorize`,
      GOOGLE_TOKEN_URL: `${g}/token`,
      GOOGLE_USERINFO_URL: `${g}/userinfo`,
      GITHUB_CLIENT_ID: 'github-client-id',
      GITHUB_CLIENT_SECRET: 'github-client-secret',
      GITHUB_AUTHORIZATION_URL: `${gh}/authorize`,
      GITHUB_TOKEN_URL: `${gh}/token`,
      GITHUB_USER_URL: `${gh}/userinfo`,
      GITHUB_EMAILS_URL: `${gh}/userinfo?emails=1`,
    });
    auth = await startService('auth');
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await gateway?.close();
    await auth?.close();
    await google.stop().catch(() => undefined);
    await github.stop().catch(() => undefined);
    restoreEnv?.();
  });

  /** GET /api/auth/<provider>: the redirect to the provider and the state cookie it set. */
  async function start(provider: Provider, query = '') {
    const res = await http().get(`/api/auth/${provider}${query}`).set('x-forwarded-for', freshIp());
    expect(res.status).toBe(302);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const stateCookie = cookies.find((c) => c.startsWith(`oauth_state_${provider}=`));
    expect(stateCookie).toBeDefined();
    return {
      authorize: new URL(res.headers.location as string),
      setCookie: stateCookie!,
      cookie: stateCookie!.split(';')[0],
    };
  }

  /** The browser at the provider: it signs in and is sent back to redirect_uri with a code. */
  async function atProvider(authorize: URL): Promise<URL> {
    const res = await fetch(authorize, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  }

  /**
   * The provider's redirect arriving at the gateway's callback route: the redirect's query, and
   * the cookie that binds its one-time code to this browser.
   */
  async function callback(back: URL, cookie?: string) {
    expect(back.origin).toBe(PUBLIC_URL);
    const req = http().get(`${back.pathname}${back.search}`);
    if (cookie) req.set('cookie', cookie);
    const res = await req;
    expect(res.status).toBe(302);
    const target = new URL(res.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(`${APP_URL}/oauth-callback`);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const loginCookie = cookies.find((c) => c.startsWith('oauth_login='))?.split(';')[0];
    return Object.assign(target.searchParams, { loginCookie });
  }

  async function fullSignIn(provider: Provider) {
    const { authorize, cookie } = await start(provider);
    return callback(await atProvider(authorize), cookie);
  }

  /** What the app's /oauth-callback page does with the one-time code. */
  const exchange = (body: object, cookie?: string) => {
    const req = http().post('/api/auth/oauth/callback').set('x-forwarded-for', freshIp());
    if (cookie) req.set('cookie', cookie);
    return req.send(body);
  };

  interface SignedIn {
    token: string;
    user: {
      id: string;
      firstname: string;
      lastname: string;
      email: string;
      profilephoto: string | null;
    };
  }

  /** A whole sign-in as the browser goes through it: provider, redirect, code exchange. */
  async function signIn(provider: Provider): Promise<SignedIn> {
    const params = await fullSignIn(provider);
    expect(params.get('error')).toBeNull();
    expect(params.get('token')).toBeNull();
    expect(params.get('user')).toBeNull();
    const res = await exchange({ code: params.get('code') }, params.loginCookie);
    expect(res.status).toBe(200);
    return res.body as SignedIn;
  }

  const profile = (token: string) =>
    http().post('/api/auth/user-profile').set('authorization', `Bearer ${token}`);

  describe('Google', () => {
    it('redirects to the provider with client id, callback URL, scopes and a state bound to a signed cookie', async () => {
      const { authorize, setCookie } = await start('google');
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${google.issuer.url}/authorize`);
      expect(authorize.searchParams.get('client_id')).toBe('google-client-id');
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        `${PUBLIC_URL}/api/auth/google/callback`,
      );
      expect(authorize.searchParams.get('response_type')).toBe('code');
      expect(authorize.searchParams.get('scope')).toBe('openid email profile');
      const state = authorize.searchParams.get('state')!;
      expect(state.length).toBeGreaterThanOrEqual(32);
      // signed (s:<value>.<signature>), HTTP-only, Lax, scoped to the auth routes
      expect(decodeURIComponent(setCookie.split(';')[0].split('=')[1])).toMatch(
        new RegExp(`^s:${state}\\.`),
      );
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\/api\/auth/);
    });

    it('creates an account from a verified Google profile and redirects to APP_URL/oauth-callback with a one-time code that the app exchanges for the token', async () => {
      const email = uniqueEmail('google');
      googleUser = {
        sub: `google-${email}`,
        email: email.toUpperCase(),
        email_verified: true,
        given_name: 'Gina',
        family_name: 'Oogle',
        picture: 'https://example.com/gina.png',
      };
      const params = await fullSignIn('google');

      expect(params.get('error')).toBeNull();
      expect(params.get('provider')).toBe('google');
      // no token or user in the URL: a one-time code, for this browser only
      expect([...params.keys()].sort()).toEqual(['code', 'provider']);
      expect(params.loginCookie).toBeDefined();
      const res = await exchange(
        { code: params.get('code'), provider: 'google' },
        params.loginCookie,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Signed in with Google' });
      const user = (res.body as SignedIn).user;
      expect(user).toEqual({
        id: expect.any(String),
        firstname: 'Gina',
        lastname: 'Oogle',
        email,
        profilephoto: 'https://example.com/gina.png',
        emailConfirmed: true,
        hasPassword: false,
      });
      const me = await profile((res.body as SignedIn).token);
      expect(me.status).toBe(200);
      expect(me.body).toEqual(user);
      const { rows } = await db.query(
        'SELECT provider, provider_user_id, user_id FROM auth.oauth_identities WHERE user_id = $1',
        [user.id],
      );
      expect(rows).toEqual([
        { provider: 'google', provider_user_id: `google-${email}`, user_id: user.id },
      ]);
    });

    it('deletes an account without a password only within 10 minutes of a sign-in through its provider', async () => {
      const email = uniqueEmail('leaving');
      googleUser = {
        sub: `google-${email}`,
        email,
        email_verified: true,
        given_name: 'Lea',
        family_name: 'Ving',
      };
      const params = await fullSignIn('google');
      const res = await exchange(
        { code: params.get('code'), provider: 'google' },
        params.loginCookie,
      );
      const { token, user } = res.body as SignedIn;
      // The same session, as if its sign-in had been 11 minutes ago.
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
        iat: number;
      };
      const stale = new JwtService({ secret: TEST_JWT_SECRET }).sign({
        ...claims,
        iat: claims.iat - 11 * 60,
      });
      const remove = (bearer: string) =>
        http().delete('/api/auth/delete-account').set('authorization', `Bearer ${bearer}`);
      expect((await remove(stale)).body).toEqual({
        error:
          'To delete your account, sign in again with Google or GitHub first; then delete it within 10 minutes.',
        statusCode: 403,
      });
      expect((await db.query('SELECT 1 FROM auth.users WHERE id = $1', [user.id])).rowCount).toBe(
        1,
      );
      expect((await remove(token)).status).toBe(200);
      expect((await db.query('SELECT 1 FROM auth.users WHERE id = $1', [user.id])).rowCount).toBe(
        0,
      );
    });

    it('links Google to an existing account whose email is confirmed, signs out its earlier sessions, then finds it by the Google id', async () => {
      const email = uniqueEmail('linked');
      const signup = await openAccount(http, { firstname: 'Lin', lastname: 'Ked', email });
      expect(signup.status).toBe(200);
      // confirmed by the mailed link (auth.spec.ts follows that link)
      await db.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [
        signup.body.user.id,
      ]);

      googleUser = {
        sub: `sub-${email}`,
        email,
        email_verified: true,
        given_name: 'Other',
        family_name: 'Name',
      };
      const first = await signIn('google');
      expect(first.user).toEqual({ ...signup.body.user, emailConfirmed: true });
      expect((await profile(signup.body.token)).body).toEqual(INVALID_TOKEN);
      expect((await profile(first.token)).status).toBe(200);

      // the Google account's email changes; the link by id still finds the same user
      googleUser = { ...googleUser, email: uniqueEmail('changed') };
      expect((await signIn('google')).user.id).toBe(signup.body.user.id);
      const { rowCount } = await db.query('SELECT 1 FROM auth.users WHERE email = $1', [
        googleUser.email,
      ]);
      expect(rowCount).toBe(0);
    });

    it('refuses an unverified email: redirects with error and no code, and links nothing', async () => {
      const email = uniqueEmail('unverified');
      const signup = await openAccount(http, { firstname: 'Vic', lastname: 'Tim', email });
      googleUser = { sub: `attacker-${email}`, email, email_verified: false };

      const params = await fullSignIn('google');
      expect(params.get('error')).toBe('no-verified-email');
      expect(params.get('code')).toBeNull();
      const { rowCount } = await db.query(
        'SELECT 1 FROM auth.oauth_identities WHERE user_id = $1',
        [signup.body.user.id],
      );
      expect(rowCount).toBe(0);
    });
  });

  describe('the account takeover through an unconfirmed email', () => {
    it('refuses to link GitHub to an account someone else signed up with the email, and the impostor gains nothing', async () => {
      const victim = uniqueEmail('victim');
      // The attacker signs up with the victim's address and a password of their choosing.
      const attacker = await openAccount(http, { firstname: 'Eve', lastname: 'Il', email: victim });
      expect(attacker.status).toBe(200);

      // The real owner later signs in with GitHub, where the address is verified.
      githubUser = { id: 5150, login: 'realowner', name: 'Real Owner' };
      githubEmails = [{ email: victim, primary: true, verified: true }];
      const params = await fullSignIn('github');
      expect(params.get('error')).toBe('link-refused');
      expect(params.get('code')).toBeNull();
      expect(params.get('provider')).toBe('github');

      const { rows } = await db.query(
        `SELECT i.user_id FROM auth.oauth_identities i WHERE i.provider = 'github' AND i.provider_user_id = '5150'`,
      );
      expect(rows).toEqual([]);
      // The attacker's session stays what it was: their own account, with no GitHub identity.
      const me = await profile(attacker.body.token);
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(attacker.body.user.id);
      const linked = await db.query('SELECT 1 FROM auth.oauth_identities WHERE user_id = $1', [
        attacker.body.user.id,
      ]);
      expect(linked.rowCount).toBe(0);
    });

    it('links an account created through another provider (its email was verified there)', async () => {
      const email = uniqueEmail('both');
      googleUser = { sub: `both-${email}`, email, email_verified: true, given_name: 'Bo' };
      const viaGoogle = await signIn('google');
      githubUser = { id: 6060, login: 'both' };
      githubEmails = [{ email, primary: true, verified: true }];
      const viaGitHub = await signIn('github');
      expect(viaGitHub.user.id).toBe(viaGoogle.user.id);
      // linking signed out the session opened before it
      expect((await profile(viaGoogle.token)).body).toEqual(INVALID_TOKEN);
    });
  });

  describe('explicit linking by a signed-in user (POST /api/auth/link/:provider)', () => {
    const LINK_INVALID = {
      error:
        'This link request has expired or was started in another browser. Start again from your profile page.',
      statusCode: 400,
    };

    /**
     * A browser's cookies, as it keeps them from one answer to the next (name → "name=value"):
     * enough to tell which browser a cookie reached.
     */
    class CookieJar {
      private readonly cookies = new Map<string, string>();
      keep(res: { headers: Record<string, unknown> }): void {
        for (const line of ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? [])) {
          const pair = line.split(';')[0];
          const name = pair.split('=')[0];
          if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
          else this.cookies.set(name, pair);
        }
      }
      header(): string {
        return [...this.cookies.values()].join('; ');
      }
      has(name: string): boolean {
        return this.cookies.has(name);
      }
    }

    /** A signed-in account whose email is confirmed. */
    async function confirmedAccount(label: string) {
      const email = uniqueEmail(label);
      const account = await openAccount(http, { firstname: 'Own', lastname: 'Er', email });
      await db.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [
        account.body.user.id,
      ]);
      return { token: account.body.token as string, id: account.body.user.id as string, email };
    }

    /** The profile page asks for a link: the answer, and the cookies the browser got with it. */
    async function askForLink(token: string, provider: Provider, jar: CookieJar) {
      const asked = await http()
        .post(`/api/auth/link/${provider}`)
        .set('x-forwarded-for', freshIp())
        .set('authorization', `Bearer ${token}`)
        .send({});
      jar.keep(asked);
      return asked;
    }

    /**
     * A browser follows `url` (as the page sends it there) through the provider and back to the
     * gateway's callback, with its own cookies: where the callback sends it.
     */
    async function throughProvider(url: string, jar: CookieJar): Promise<URLSearchParams> {
      let next = url;
      // The gateway's own redirects (a ticket route, if any) until the provider's sign-in.
      for (;;) {
        const res = await http()
          .get(next)
          .set('x-forwarded-for', freshIp())
          .set('cookie', jar.header());
        jar.keep(res);
        expect(res.status).toBe(302);
        const location = res.headers.location as string;
        if (!location.startsWith('/')) {
          next = location;
          break;
        }
        next = location;
      }
      const back = await atProvider(new URL(next));
      const res = await http().get(`${back.pathname}${back.search}`).set('cookie', jar.header());
      jar.keep(res);
      expect(res.status).toBe(302);
      return new URL(res.headers.location as string).searchParams;
    }

    const preview = (token: string, code: string | null, jar: CookieJar) =>
      http()
        .post('/api/auth/link/preview')
        .set('authorization', `Bearer ${token}`)
        .set('cookie', jar.header())
        .send({ code });
    const confirm = (token: string, code: string | null, jar: CookieJar) =>
      http()
        .post('/api/auth/link/confirm')
        .set('authorization', `Bearer ${token}`)
        .set('cookie', jar.header())
        .send({ code });
    const identitiesOf = async (userId: string) =>
      (
        await db.query(
          'SELECT provider, provider_user_id FROM auth.oauth_identities WHERE user_id = $1',
          [userId],
        )
      ).rows;

    it('a link started by one account cannot be finished by another browser: the attack of a sent link links nothing', async () => {
      const attacker = await confirmedAccount('link-attacker');
      const attackerBrowser = new CookieJar();
      const asked = await askForLink(attacker.token, 'github', attackerBrowser);
      expect(asked.status).toBe(200);

      // The attacker sends the answer's address to a victim, who is signed in at GitHub: the
      // victim's browser opens it and goes through GitHub with the victim's own account.
      githubUser = { id: 9191, login: 'victim' };
      githubEmails = [{ email: uniqueEmail('victim-github'), primary: true, verified: true }];
      const victimBrowser = new CookieJar();
      const params = await throughProvider(asked.body.url as string, victimBrowser);

      // The victim's GitHub is not linked to the attacker's account, and no link waits for them.
      expect(await identitiesOf(attacker.id)).toEqual([]);
      expect(params.get('link')).toBeNull();
      // It was a plain GitHub sign-in of the victim's own, into an account of their own.
      expect(params.get('code')).toBeTruthy();
      const res = await exchange({ code: params.get('code') }, victimBrowser.header());
      expect(res.status).toBe(200);
      expect((res.body as SignedIn).user.id).not.toBe(attacker.id);
      // And the attacker's own session is untouched.
      expect((await profile(attacker.token)).status).toBe(200);
    });

    it('links only after the person saw which SentiLog account it goes into and confirmed, in the browser that asked', async () => {
      const owner = await confirmedAccount('explicit');
      githubUser = { id: 8080, login: 'owner' };
      const githubEmail = uniqueEmail('owner-github');
      githubEmails = [{ email: githubEmail, primary: true, verified: true }];

      const browser = new CookieJar();
      const asked = await askForLink(owner.token, 'github', browser);
      expect(asked.status).toBe(200);
      // The ticket travels in a cookie of this browser only, never in an address.
      expect(asked.body).toEqual({ url: '/api/auth/github' });
      const setCookie = ([] as string[])
        .concat(asked.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('oauth_link_github='));
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\/api\/auth/);
      expect(decodeURIComponent(setCookie!.split(';')[0].split('=')[1])).toMatch(/^s:/);

      const params = await throughProvider(asked.body.url as string, browser);
      expect(params.get('error')).toBeNull();
      expect(params.get('code')).toBeNull();
      expect(params.get('provider')).toBe('github');
      const code = params.get('link');
      expect(code).toMatch(/^[\w-]{43}$/);
      expect(browser.has('oauth_link_confirm')).toBe(true);
      // Nothing is linked yet, and nobody was signed out.
      expect(await identitiesOf(owner.id)).toEqual([]);
      expect((await profile(owner.token)).status).toBe(200);

      // What the page shows before the person confirms: the provider account and the SentiLog
      // account it would go into.
      const shown = await preview(owner.token, code, browser);
      expect(shown.status).toBe(200);
      expect(shown.body).toEqual({
        provider: 'github',
        providerAccount: githubEmail,
        account: { email: owner.email },
      });
      // Looking does not use the code up.
      expect((await preview(owner.token, code, browser)).status).toBe(200);

      const linked = await confirm(owner.token, code, browser);
      expect(linked.status).toBe(200);
      expect(linked.body).toMatchObject({ success: true, message: 'Linked your GitHub account' });
      expect((linked.body as SignedIn).user.id).toBe(owner.id);
      expect(await identitiesOf(owner.id)).toEqual([
        { provider: 'github', provider_user_id: '8080' },
      ]);
      const { rows } = await db.query(
        'SELECT linked_while_unconfirmed FROM auth.oauth_identities WHERE user_id = $1',
        [owner.id],
      );
      expect(rows).toEqual([{ linked_while_unconfirmed: false }]);
      // Other sessions are signed out; the answer's token works.
      expect((await profile(owner.token)).body).toEqual(INVALID_TOKEN);
      expect((await profile((linked.body as SignedIn).token)).status).toBe(200);
      // Once only.
      expect((await confirm((linked.body as SignedIn).token, code, browser)).body).toEqual(
        LINK_INVALID,
      );
      // From now on a plain GitHub sign-in finds the account by the GitHub id.
      expect((await signIn('github')).user.id).toBe(owner.id);
    });

    it('refuses the confirmation from another browser, or by another signed-in account, and links nothing', async () => {
      const owner = await confirmedAccount('explicit-elsewhere');
      const other = await confirmedAccount('explicit-other');
      githubUser = { id: 8181, login: 'elsewhere' };
      githubEmails = [{ email: uniqueEmail('elsewhere-github'), primary: true, verified: true }];
      const browser = new CookieJar();
      const asked = await askForLink(owner.token, 'github', browser);
      const code = (await throughProvider(asked.body.url as string, browser)).get('link');
      expect(code).toBeTruthy();

      // The /oauth-callback?link= address sent to someone else: their browser has no cookie.
      const stranger = new CookieJar();
      expect((await preview(owner.token, code, stranger)).body).toEqual(LINK_INVALID);
      expect((await confirm(owner.token, code, stranger)).body).toEqual(LINK_INVALID);
      // The same browser, but another account signed in there now.
      const wrongAccount = await confirm(other.token, code, browser);
      expect(wrongAccount.status).toBe(403);
      expect(wrongAccount.body).toEqual({
        error:
          'This link was started from another SentiLog account. Sign in to that account to finish it, or start again from your profile page.',
        statusCode: 403,
      });
      expect(await identitiesOf(owner.id)).toEqual([]);
      expect(await identitiesOf(other.id)).toEqual([]);
      // The owner can still finish it.
      expect((await confirm(owner.token, code, browser)).status).toBe(200);
    });

    it("refuses to link GitHub while the account's email is unconfirmed (a takeover: the owner's later reset would not remove it)", async () => {
      const email = uniqueEmail('explicit-unconfirmed');
      const squatter = await openAccount(http, { firstname: 'Eve', lastname: 'Il', email });
      githubUser = { id: 8282, login: 'squatter' };
      githubEmails = [{ email: uniqueEmail('squatter-own'), primary: true, verified: true }];

      const browser = new CookieJar();
      const asked = await askForLink(squatter.body.token, 'github', browser);
      const params = await throughProvider(asked.body.url as string, browser);
      expect(params.get('error')).toBe('confirm-email-first');
      expect(params.get('link')).toBeNull();
      expect(await identitiesOf(squatter.body.user.id)).toEqual([]);
      // nothing was revoked either
      expect((await profile(squatter.body.token)).status).toBe(200);
    });

    it('refuses a GitHub account that already signs in to someone else', async () => {
      githubUser = { id: 9090, login: 'taken' };
      githubEmails = [{ email: uniqueEmail('taken'), primary: true, verified: true }];
      const first = await signIn('github');
      const other = await confirmedAccount('other');

      const browser = new CookieJar();
      const asked = await askForLink(other.token, 'github', browser);
      const params = await throughProvider(asked.body.url as string, browser);
      expect(params.get('error')).toBe('already-linked');
      expect(params.get('link')).toBeNull();
      expect((await profile(first.token)).status).toBe(200);
      expect((await profile(other.token)).status).toBe(200);
    });

    it('needs the token in the Authorization header (a form posted from another site cannot start one) and a known provider', async () => {
      expect((await http().post('/api/auth/link/github').send({})).status).toBe(401);
      const account = await confirmedAccount('header-only');
      const fromAForm = await http()
        .post('/api/auth/link/github')
        .type('form')
        .send({ token: account.token });
      expect(fromAForm.status).toBe(401);
      expect(fromAForm.headers['set-cookie']).toBeUndefined();
      const unknown = await http()
        .post('/api/auth/link/facebook')
        .set('authorization', `Bearer ${account.token}`)
        .send({});
      expect(unknown.status).toBe(404);
      // The old address of a link (a ticket in the URL) is gone.
      expect((await http().get('/api/auth/link?ticket=forged')).status).toBe(404);
      // A code that was never issued.
      const browser = new CookieJar();
      expect((await preview(account.token, 'x'.repeat(43), browser)).body).toEqual(LINK_INVALID);
    });
  });

  describe('confirming the address drops provider accounts linked while it was unconfirmed', () => {
    /**
     * An account squatted on someone else's address, with the squatter's GitHub linked while the
     * email was unconfirmed (as explicit linking allowed before it needed a confirmed email), and a
     * Google account linked while it was confirmed.
     */
    async function squattedAccount(githubId: number) {
      const email = uniqueEmail('squatted');
      const signup = await openAccount(http, { firstname: 'Eve', lastname: 'Il', email });
      expect(signup.status).toBe(200);
      const userId = signup.body.user.id as string;
      await db.query(
        `INSERT INTO auth.oauth_identities (user_id, provider, provider_user_id, email, linked_while_unconfirmed)
           VALUES ($1, 'github', $2, NULL, true), ($1, 'google', $3, NULL, false)`,
        [userId, String(githubId), `kept-${githubId}`],
      );
      githubUser = { id: githubId, login: 'squatter' };
      githubEmails = [{ email: uniqueEmail('squatter-gh'), primary: true, verified: true }];
      // the squatter's GitHub signs in to the account
      const squatter = await signIn('github');
      expect(squatter.user.id).toBe(userId);
      return { userId, email, squatter };
    }

    /** A single-use mail token planted in the database (this suite sends no mail). */
    function mailToken(): { token: string; hash: string } {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: createHash('sha256').update(token).digest('hex') };
    }

    const identities = async (userId: string) =>
      (
        await db.query(
          'SELECT provider FROM auth.oauth_identities WHERE user_id = $1 ORDER BY provider',
          [userId],
        )
      ).rows;

    it('a password reset (the owner took the account back) deletes them; the squatter is signed out and their GitHub no longer signs in to it', async () => {
      const { userId, squatter } = await squattedAccount(8282);
      const { token, hash } = mailToken();
      await db.query(
        `INSERT INTO auth.password_reset_tokens (user_id, token_hash, expires_at)
           VALUES ($1, $2, now() + interval '1 hour')`,
        [userId, hash],
      );
      const reset = await http()
        .post('/api/auth/reset-password')
        .set('x-forwarded-for', freshIp())
        .send({ token, newPassword: 'Br4nd!new' });
      expect(reset.status).toBe(200);

      expect(await identities(userId)).toEqual([{ provider: 'google' }]);
      expect((await profile(squatter.token)).body).toEqual(INVALID_TOKEN);
      expect((await signIn('github')).user.id).not.toBe(userId);
    });

    it('following the confirmation link deletes them and signs the squatter out', async () => {
      const { userId, email, squatter } = await squattedAccount(8383);
      const { token, hash } = mailToken();
      await db.query(
        `INSERT INTO auth.email_verification_tokens (user_id, email, token_hash, expires_at)
           VALUES ($1, $2, $3, now() + interval '1 hour')`,
        [userId, email, hash],
      );
      const verified = await http()
        .post('/api/auth/verify-email')
        .set('x-forwarded-for', freshIp())
        .send({ token });
      expect(verified.status).toBe(200);

      expect(await identities(userId)).toEqual([{ provider: 'google' }]);
      expect((await profile(squatter.token)).body).toEqual(INVALID_TOKEN);
      expect((await signIn('github')).user.id).not.toBe(userId);
    });
  });

  describe('GitHub', () => {
    it('signs in with the primary verified email from the emails API', async () => {
      const email = uniqueEmail('octo');
      githubUser = {
        id: 4242,
        login: 'octocat',
        name: 'Mona Lisa Octocat',
        avatar_url: 'https://example.com/octo.png',
      };
      githubEmails = [
        { email: uniqueEmail('unverified'), primary: false, verified: false },
        { email, primary: true, verified: true },
      ];
      const { authorize, cookie } = await start('github');
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.issuer.url}/authorize`);
      expect(authorize.searchParams.get('client_id')).toBe('github-client-id');
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        `${PUBLIC_URL}/api/auth/github/callback`,
      );
      expect(authorize.searchParams.get('scope')).toBe('read:user,user:email');

      const params = await callback(await atProvider(authorize), cookie);
      expect(params.get('error')).toBeNull();
      expect(params.get('provider')).toBe('github');
      const res = await exchange({ code: params.get('code') }, params.loginCookie);
      expect(res.body).toMatchObject({ success: true, message: 'Signed in with GitHub' });
      const user = (res.body as SignedIn).user;
      expect(user).toMatchObject({ firstname: 'Mona', lastname: 'Lisa Octocat', email });
      expect((await profile((res.body as SignedIn).token)).body).toEqual(user);
      const { rows } = await db.query(
        'SELECT provider, provider_user_id FROM auth.oauth_identities WHERE user_id = $1',
        [user.id],
      );
      expect(rows).toEqual([{ provider: 'github', provider_user_id: '4242' }]);
    });

    it('redirects with an error when GitHub has no verified email', async () => {
      githubUser = { id: 777, login: 'noverify' };
      githubEmails = [{ email: uniqueEmail('nv'), primary: true, verified: false }];
      const params = await fullSignIn('github');
      expect(params.get('error')).toBe('no-verified-email');
      expect(params.get('code')).toBeNull();
      expect(params.get('provider')).toBe('github');
    });
  });

  describe('the one-time code of the redirect', () => {
    beforeEach(() => {
      githubUser = { id: 7070, login: 'onetime' };
      githubEmails = [{ email: uniqueEmail('onetime'), primary: true, verified: true }];
    });

    it('works once', async () => {
      const params = await fullSignIn('github');
      const code = params.get('code');
      expect((await exchange({ code }, params.loginCookie)).status).toBe(200);
      const again = await exchange({ code }, params.loginCookie);
      expect(again.body).toEqual({ error: CODE_INVALID, statusCode: 400 });
    });

    it('works only in the browser the sign-in ran in (its cookie), and is then used up', async () => {
      const params = await fullSignIn('github');
      const code = params.get('code');
      expect((await exchange({ code })).body).toEqual({ error: CODE_INVALID, statusCode: 400 });
      const other = await fullSignIn('github');
      expect((await exchange({ code }, other.loginCookie)).body).toEqual({
        error: CODE_INVALID,
        statusCode: 400,
      });
      // a planted code is burnt by the failed try, even for the right browser afterwards
      expect((await exchange({ code }, params.loginCookie)).status).toBe(400);
    });

    it('expires after a minute', async () => {
      const params = await fullSignIn('github');
      // Kept by the auth service, under its own prefix.
      const redis = new Redis(process.env.REDIS_URL!);
      try {
        const keys = await redis.keys(`${process.env.REDIS_PREFIX}:auth:oauth-login-code:*`);
        expect(keys.length).toBeGreaterThan(0);
        const ttls = await Promise.all(keys.map((key) => redis.pttl(key)));
        for (const ttl of ttls) expect(ttl).toBeLessThanOrEqual(60_000);
        for (const ttl of ttls) expect(ttl).toBeGreaterThan(0);
        await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
      expect((await exchange({ code: params.get('code') }, params.loginCookie)).body).toEqual({
        error: CODE_INVALID,
        statusCode: 400,
      });
    });

    it('the request log keeps neither the code nor the state', () => {
      const params = gateway.get<Params>(PARAMS_PROVIDER_TOKEN);
      const serializers = (
        params.pinoHttp as { serializers: Record<string, (value: unknown) => { url?: string }> }
      ).serializers;
      const logged = serializers.req({
        id: 'r1',
        method: 'GET',
        url: '/api/auth/github/callback?code=secret-code&state=secret-state',
      });
      expect(logged.url).toBe('/api/auth/github/callback?code=[redacted]&state=[redacted]');
      expect(
        serializers.req({ id: 'r2', method: 'GET', url: '/oauth-callback?code=c&provider=github' })
          .url,
      ).toBe('/oauth-callback?code=[redacted]&provider=github');
    });
  });

  it('GET /api/auth/providers lists the configured providers', async () => {
    const res = await http().get('/api/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ providers: ['google', 'github'] });
  });

  describe('the state check (login CSRF)', () => {
    beforeEach(() => {
      githubUser = { id: 9000, login: 'victim' };
      githubEmails = [{ email: uniqueEmail('csrf'), primary: true, verified: true }];
    });

    it('rejects a forged state: redirects with the error and no code', async () => {
      const { authorize, cookie } = await start('github');
      const back = await atProvider(authorize);
      back.searchParams.set('state', 'forged-state-value-forged-state-value');
      const params = await callback(back, cookie);
      expect(params.get('error')).toBe('invalid-state');
      expect(params.get('code')).toBeNull();
    });

    it("rejects a callback without the browser's state cookie (a code and state planted from elsewhere)", async () => {
      const { authorize } = await start('github');
      const params = await callback(await atProvider(authorize));
      expect(params.get('error')).toBe('invalid-state');
      expect(params.get('code')).toBeNull();
    });

    it('rejects a state cookie whose signature does not match', async () => {
      const { authorize } = await start('github');
      const back = await atProvider(authorize);
      const state = back.searchParams.get('state')!;
      const params = await callback(
        back,
        `oauth_state_github=${encodeURIComponent(`s:${state}.bad-signature`)}`,
      );
      expect(params.get('error')).toBe('invalid-state');
    });

    it('reports a sign-in the user cancelled at the provider', async () => {
      const { cookie } = await start('google');
      const params = await callback(
        new URL(
          `${PUBLIC_URL}/api/auth/google/callback?error=access_denied&error_description=The+user+said+no`,
        ),
        cookie,
      );
      // a code, never the provider's words (anyone can put those in a link)
      expect(params.get('error')).toBe('provider-denied');
      expect(params.get('code')).toBeNull();
    });
  });

  describe('POST /api/auth/oauth/callback (code flow)', () => {
    /** Starts with ?callback=app: the provider sends the code to the app, which posts it. */
    async function codeFromProvider(provider: Provider) {
      const { authorize, cookie } = await start(provider, '?callback=app');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${APP_URL}/oauth-callback`);
      const back = await atProvider(authorize);
      expect(`${back.origin}${back.pathname}`).toBe(`${APP_URL}/oauth-callback`);
      return {
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
        cookie,
      };
    }

    it('exchanges a GitHub code (the default provider) for {success, token, user, message}', async () => {
      const email = uniqueEmail('codeflow');
      githubUser = { id: 31337, login: 'coder', name: 'Code Flow' };
      githubEmails = [{ email, primary: true, verified: true }];
      const { code, state, cookie } = await codeFromProvider('github');

      const res = await exchange({ code, state }, cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        token: expect.any(String),
        user: expect.objectContaining({ email, firstname: 'Code', lastname: 'Flow' }),
        message: 'Signed in with GitHub',
      });
      expect((await profile(res.body.token)).body.email).toBe(email);
    });

    it('exchanges a Google code with provider "google"', async () => {
      const email = uniqueEmail('gcode');
      googleUser = {
        sub: `gcode-${email}`,
        email,
        email_verified: true,
        given_name: 'Gee',
        family_name: 'Code',
      };
      const { code, state, cookie } = await codeFromProvider('google');
      const res = await exchange({ code, state, provider: 'google' }, cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Signed in with Google',
        user: { email },
      });
    });

    it('answers 403 for a forged state and for a missing state cookie', async () => {
      githubUser = { id: 1, login: 'x' };
      githubEmails = [{ email: uniqueEmail(), primary: true, verified: true }];
      const { code, cookie } = await codeFromProvider('github');
      const forged = await exchange(
        { code, state: 'forged-state-forged-state-forged', provider: 'github' },
        cookie,
      );
      expect(forged.status).toBe(403);
      expect(forged.body).toEqual({ error: INVALID_STATE, statusCode: 403 });

      const second = await codeFromProvider('github');
      const noCookie = await exchange({ code: second.code, state: second.state });
      expect(noCookie.body).toEqual({ error: INVALID_STATE, statusCode: 403 });
    });

    it.each([
      [{ state: 'abc' }, 'code is required'],
      [{ code: 'abc' }, CODE_INVALID],
      [{ code: 'abc', state: null }, CODE_INVALID],
      [{ code: 'abc', state: 42 }, 'state must be text'],
      [{ code: 'abc', state: 'def', provider: 'facebook' }, 'provider must be google or github'],
    ])('rejects %j with 400 "%s"', async (body, error) => {
      const res = await exchange(body);
      expect(res.body).toEqual({ error, statusCode: 400 });
    });
  });
});
