/**
 * GitHub played by oauth2-mock-server: its /authorize signs the browser in at once and sends it
 * back with a code, its /token issues an access token, and its /userinfo answers as GitHub's user
 * API (and, with ?emails, as the emails API). `env` is what the gateway needs to use it.
 *
 * It signs in as the run's one account (`user`), or, for a browser that carries the cookie
 * `githubSignsInAs` sets on the mock's origin, as the account that cookie names: so a spec can have
 * several people at GitHub at once on the shared stack without changing anyone else's account.
 */
import type { BrowserContext } from 'playwright-core';
import { OAuth2Server } from 'oauth2-mock-server';

export interface GitHubUser {
  id: number;
  login: string;
  name: string;
  email: string;
  avatar_url?: string | null;
}

export interface GitHubMock {
  env: Record<string, string>;
  /** The mock's origin (where its /authorize, /token and /userinfo are). */
  issuer: string;
  /** The account the mock signs in as, for the whole run, unless a browser names another. */
  readonly user: GitHubUser;
  stop(): Promise<void>;
}

interface UserinfoResponse {
  body: unknown;
  statusCode: number;
}

interface MockRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: Record<string, unknown>;
  query: Record<string, unknown>;
}

/** The cookie, on the mock's origin, that names the account a browser is signed in as at GitHub. */
const USER_COOKIE = 'e2e-github-user';

/** The account a browser's cookie names, if it names one. */
function userOfCookies(header: string | string[] | undefined): GitHubUser | undefined {
  const cookies = Array.isArray(header) ? header.join('; ') : (header ?? '');
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${USER_COOKIE}=`))
    ?.slice(USER_COOKIE.length + 1);
  return value
    ? (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as GitHubUser)
    : undefined;
}

/** From now on, `context`'s browser is signed in at GitHub (the mock at `issuer`) as `user`. */
export async function githubSignsInAs(
  context: BrowserContext,
  issuer: string,
  user: GitHubUser,
): Promise<void> {
  await context.addCookies([
    {
      name: USER_COOKIE,
      value: Buffer.from(JSON.stringify(user)).toString('base64url'),
      url: issuer,
      sameSite: 'Lax',
    },
  ]);
}

export async function startGitHubMock(user: GitHubUser): Promise<GitHubMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const mock: GitHubMock = {
    user,
    env: {},
    issuer: '',
    stop: () => server.stop(),
  };
  // A browser's own account follows its code to the access token the gateway then presents.
  const userOfCode = new Map<string, GitHubUser>();
  const userOfToken = new Map<string, GitHubUser>();
  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: MockRequest) => {
    const chosen = userOfCookies(req.headers.cookie);
    const code = redirect.url.searchParams.get('code');
    if (chosen && code) userOfCode.set(code, chosen);
  });
  server.service.on(
    'beforeResponse',
    (res: { body: { access_token?: string } }, req: MockRequest) => {
      const chosen = userOfCode.get(String(req.body?.code));
      if (chosen && res.body.access_token) userOfToken.set(res.body.access_token, chosen);
    },
  );
  server.service.on('beforeUserinfo', (res: UserinfoResponse, req: MockRequest) => {
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const { email, ...profile } = userOfToken.get(bearer) ?? mock.user;
    res.body =
      req.query.emails !== undefined
        ? [{ email, primary: true, verified: true, visibility: 'private' }]
        : { ...profile, email, html_url: `https://github.com/${profile.login}` };
  });
  const issuer = server.issuer.url!;
  mock.issuer = issuer;
  mock.env = {
    GITHUB_CLIENT_ID: 'sentilog-e2e',
    GITHUB_CLIENT_SECRET: 'sentilog-e2e-secret',
    GITHUB_AUTHORIZATION_URL: `${issuer}/authorize`,
    GITHUB_TOKEN_URL: `${issuer}/token`,
    GITHUB_USER_URL: `${issuer}/userinfo`,
    GITHUB_EMAILS_URL: `${issuer}/userinfo?emails=1`,
  };
  return mock;
}
