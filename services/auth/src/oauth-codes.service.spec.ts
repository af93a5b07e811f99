import type { AuthUser } from '@sentilog/contracts';
import type { AuthRedis } from './auth-redis';
import { OAuthCodesService } from './oauth-codes.service';
import type { TokenIssuer } from './token-issuer';

const USER = '11111111-1111-4111-8111-111111111111';

/** Redis SET with PX and GETDEL, in memory. */
function fakeRedis() {
  const store = new Map<string, string>();
  return {
    store,
    set: jest.fn(async (key: string, value: string) => {
      store.set(key, value);
      return 'OK';
    }),
    getdel: jest.fn(async (key: string) => {
      const value = store.get(key) ?? null;
      store.delete(key);
      return value;
    }),
  };
}

function setup() {
  const redis = fakeRedis();
  const tokens = { sign: jest.fn((userId: string, ver: number) => `token-${userId}-${ver}`) };
  const codes = new OAuthCodesService(
    redis as unknown as AuthRedis,
    tokens as unknown as TokenIssuer,
  );
  return { codes, redis, tokens };
}

const user = { id: USER, email: 'a@example.com' } as AuthUser;

describe('OAuthCodesService', () => {
  it('a login code gives a token signed at the exchange, once, and only to the same browser', async () => {
    const { codes, tokens } = setup();
    const signIn = { userId: USER, tokenVersion: 2, user, provider: 'google' as const };
    const { code, browser } = await codes.issueLoginCode(signIn);
    expect(tokens.sign).not.toHaveBeenCalled();
    expect(await codes.redeemLoginCode({ code, browser })).toEqual({
      signIn: { token: `token-${USER}-2`, user, provider: 'google' },
    });
    expect(await codes.redeemLoginCode({ code, browser })).toEqual({ signIn: null });

    const other = await codes.issueLoginCode(signIn);
    expect(await codes.redeemLoginCode({ code: other.code, browser: 'someone-else' })).toEqual({
      signIn: null,
    });
    // The wrong browser used the code up.
    expect(await codes.redeemLoginCode(other)).toEqual({ signIn: null });
    expect(await codes.redeemLoginCode({ code: 'unknown', browser })).toEqual({ signIn: null });
  });
});
