/**
 * GitHub played by oauth2-mock-server: its /authorize signs the browser in at once and sends it
 * back with a code, its /token issues an access token, and its /userinfo answers as GitHub's user
 * API (and, with ?emails, as the emails API). `env` is what the gateway needs to use it.
 */
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
  /** The account the mock signs in as, for the whole run. */
  readonly user: GitHubUser;
  stop(): Promise<void>;
}

interface UserinfoResponse {
  body: unknown;
  statusCode: number;
}

export async function startGitHubMock(user: GitHubUser): Promise<GitHubMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const mock: GitHubMock = {
    user,
    env: {},
    stop: () => server.stop(),
  };
  server.service.on(
    'beforeUserinfo',
    (res: UserinfoResponse, req: { query: Record<string, unknown> }) => {
      const { email, ...profile } = mock.user;
      res.body =
        req.query.emails !== undefined
          ? [{ email, primary: true, verified: true, visibility: 'private' }]
          : { ...profile, email, html_url: `https://github.com/${profile.login}` };
    },
  );
  const issuer = server.issuer.url!;
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
