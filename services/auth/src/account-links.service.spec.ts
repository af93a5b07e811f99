import { RpcException } from '@nestjs/microservices';
import { AuthMessages, type AuthUser } from '@sentilog/contracts';
import { AccountLinksService } from './account-links.service';
import type { AuthRedis } from './auth-redis';
import type { AuthService } from './auth.service';
import type { TokenIssuer } from './token-issuer';

const ANN = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const PROFILE = {
  provider: 'github' as const,
  providerUserId: '4242',
  email: 'octo@example.com',
  emailVerified: true,
  providerAccount: 'octo@example.com',
};

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err instanceof RpcException ? err.getError() : err;
  }
  throw new Error('expected a rejection');
}

/** Redis SET with PX, GET and GETDEL, in memory. */
function fakeRedis() {
  const store = new Map<string, string>();
  return {
    store,
    set: jest.fn(async (key: string, value: string) => void store.set(key, value)),
    get: jest.fn(async (key: string) => store.get(key) ?? null),
    getdel: jest.fn(async (key: string) => {
      const value = store.get(key) ?? null;
      store.delete(key);
      return value;
    }),
  };
}

function setup() {
  const redis = fakeRedis();
  const auth = {
    checkExplicitLink: jest.fn(async () => ({})),
    linkExplicitly: jest.fn(async (_identity: unknown, userId: string) => ({
      user: { id: userId } as AuthUser,
      tokenVersion: 5,
      sessionsRevoked: true,
    })),
    profile: jest.fn(async (userId: string) => ({ id: userId, email: 'ann@example.com' })),
  };
  const tokens = { sign: jest.fn((userId: string, ver: number) => `token-${userId}-${ver}`) };
  const links = new AccountLinksService(
    redis as unknown as AuthRedis,
    auth as unknown as AuthService,
    tokens as unknown as TokenIssuer,
  );
  return { links, redis, auth, tokens };
}

/** Ann asked for a GitHub link and came back from GitHub: the waiting link's code and browser. */
async function proposed(links: AccountLinksService) {
  const { ticket } = await links.issueTicket({ userId: ANN, provider: 'github' });
  return links.propose({ ...PROFILE, ticket });
}

describe('AccountLinksService', () => {
  it('spends the ticket once, for its own provider, and Redis keeps no ticket or code in clear', async () => {
    const { links, redis } = setup();
    const { ticket } = await links.issueTicket({ userId: ANN, provider: 'github' });
    expect(await failure(links.propose({ ...PROFILE, provider: 'google', ticket }))).toEqual({
      statusCode: 400,
      error: AuthMessages.linkRequestInvalid,
    });
    // A ticket for GitHub used at Google is spent all the same.
    expect(await failure(links.propose({ ...PROFILE, ticket }))).toEqual({
      statusCode: 400,
      error: AuthMessages.linkRequestInvalid,
    });
    const { code } = await proposed(links);
    const stored = [...redis.store.keys()].join(' ');
    expect(stored).not.toContain(ticket);
    expect(stored).not.toContain(code);
    expect(redis.set).toHaveBeenCalledWith(expect.any(String), expect.any(String), 'PX', 600_000);
  });

  it('checks the rules when the provider comes back, before anything waits', async () => {
    const { links, auth } = setup();
    auth.checkExplicitLink.mockRejectedValueOnce(
      new RpcException({ statusCode: 409, error: 'taken' }),
    );
    expect(await failure(proposed(links))).toEqual({ statusCode: 409, error: 'taken' });
    expect(auth.checkExplicitLink).toHaveBeenCalledWith(expect.objectContaining(PROFILE), ANN);
  });

  it('shows the link, as often as asked, only to the browser and the account that asked', async () => {
    const { links } = setup();
    const { code, browser } = await proposed(links);
    const shown = {
      provider: 'github',
      providerAccount: 'octo@example.com',
      account: { email: 'ann@example.com' },
    };
    expect(await links.preview({ code, browser, userId: ANN })).toEqual(shown);
    expect(await links.preview({ code, browser, userId: ANN })).toEqual(shown);
    expect(await failure(links.preview({ code, browser: 'another', userId: ANN }))).toEqual({
      statusCode: 400,
      error: AuthMessages.linkRequestInvalid,
    });
    expect(await failure(links.preview({ code, browser, userId: BOB }))).toEqual({
      statusCode: 403,
      error: AuthMessages.linkOtherAccount,
    });
  });

  it('links on confirmation, once, signing a token; a refused confirmation leaves the link waiting', async () => {
    const { links, auth } = setup();
    const { code, browser } = await proposed(links);
    expect(await failure(links.confirm({ code, browser, userId: BOB }))).toEqual({
      statusCode: 403,
      error: AuthMessages.linkOtherAccount,
    });
    expect(auth.linkExplicitly).not.toHaveBeenCalled();
    const signedIn = await links.confirm({ code, browser, userId: ANN });
    expect(signedIn).toMatchObject({ token: `token-${ANN}-5`, sessionsRevoked: true });
    expect(auth.linkExplicitly).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'github', providerUserId: '4242' }),
      ANN,
    );
    expect(await failure(links.confirm({ code, browser, userId: ANN }))).toEqual({
      statusCode: 400,
      error: AuthMessages.linkRequestInvalid,
    });
  });
});
