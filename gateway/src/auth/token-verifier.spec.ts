import { UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthPatterns } from '@sentilog/contracts';
import { RpcCallError, ServiceUnavailableError } from '@sentilog/transport';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { GatewayRedis } from '../common/redis.provider';
import { RpcService } from '../rpc/rpc.service';
import { extractToken } from './jwt-auth.guard';
import { TOKEN_VERSION_CACHE_MS, TokenVerifier } from './token-verifier';

const USER = '11111111-1111-4111-8111-111111111111';
const SECRET = 'unit-test-secret-0123456789abcdefghijklmnop';

/** A token as the auth service's TokenIssuer makes it: sub, ver, a UUID jti, exp. */
function sign(userId: string, tokenVersion: number): string {
  return new JwtService({ secret: SECRET, signOptions: { expiresIn: '1h' } }).sign(
    { sub: userId, ver: tokenVersion },
    { jwtid: randomUUID() },
  );
}

/** Redis GET/SET with PX and NX, in memory. */
function fakeRedis() {
  const store = new Map<string, string>();
  return {
    store,
    mget: jest.fn(async (...keys: string[]) => keys.map((key) => store.get(key) ?? null)),
    set: jest.fn(async (key: string, value: string, ...args: unknown[]) => {
      if (args.includes('NX') && store.has(key)) return null;
      store.set(key, value);
      return 'OK';
    }),
  };
}

/** The auth service's answers, kept in memory like its PostgreSQL table of signed-out tokens. */
function setup(currentVersion: number | 'gone' = 0) {
  const jwt = new JwtService({ secret: SECRET, signOptions: { expiresIn: '1h' } });
  const redis = fakeRedis();
  const signedOut = new Set<string>();
  const rpc = {
    call: jest.fn(async (pattern: string, data: { tokenId: string }) => {
      if (pattern === AuthPatterns.signOut) {
        signedOut.add(data.tokenId);
        return { signedOut: true };
      }
      if (currentVersion === 'gone')
        throw new RpcCallError('Invalid or expired token', 401, AuthPatterns.session);
      return { tokenVersion: currentVersion, signedOut: signedOut.has(data.tokenId) };
    }),
  };
  const tokens = new TokenVerifier(
    jwt,
    rpc as unknown as RpcService,
    redis as unknown as GatewayRedis,
  );
  return { tokens, jwt, rpc, redis };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('TokenVerifier (token versions)', () => {
  it('accepts a token of the user id and token version while the version is current', async () => {
    const { tokens, jwt, rpc } = setup(2);
    const token = sign(USER, 2);
    const claims = jwt.decode<{ jti: string; exp: number; iat: number }>(token);
    expect(claims).toMatchObject({ sub: USER, ver: 2, exp: expect.any(Number) });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tokens.authenticate(token)).toEqual({
      userId: USER,
      tokenVersion: 2,
      tokenId: claims.jti,
      expiresAt: claims.exp,
      // When its sign-in happened: deleting an account without a password wants a recent one.
      issuedAt: claims.iat,
    });
    expect(rpc.call).toHaveBeenCalledWith(AuthPatterns.session, {
      userId: USER,
      tokenId: claims.jti,
    });
  });

  it('refuses a token of an older version (revoked) with 401', async () => {
    const { tokens } = setup(3);
    const err = await rejection(tokens.authenticate(sign(USER, 2)));
    expect(err).toBeInstanceOf(UnauthorizedException);
    expect((err as UnauthorizedException).message).toBe('Invalid or expired token');
  });

  it('refuses the token of a user that no longer exists', async () => {
    const { tokens } = setup('gone');
    expect(await rejection(tokens.authenticate(sign(USER, 0)))).toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('refuses expired, tampered and differently signed tokens without asking the auth service', async () => {
    const { tokens, jwt, rpc } = setup(0);
    const expired = jwt.sign({ sub: USER, ver: 0 }, { expiresIn: -1 });
    const [head, , sig] = sign(USER, 0).split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ sub: USER, ver: 9 })).toString('base64url')}.${sig}`;
    const foreign = new JwtService({ secret: 'another-secret-0123456789abcdefghijkl' }).sign({
      sub: USER,
      ver: 0,
    });
    for (const token of [expired, tampered, foreign, 'garbage']) {
      expect(await rejection(tokens.authenticate(token))).toBeInstanceOf(UnauthorizedException);
    }
    expect(rpc.call).not.toHaveBeenCalled();
  });

  it('refuses a token without exp or without jti, even with a current version', async () => {
    const { tokens } = setup(0);
    const forever = new JwtService({ secret: SECRET }).sign(
      { sub: USER, ver: 0 },
      { jwtid: '33333333-3333-4333-8333-333333333333' },
    );
    const anonymous = new JwtService({ secret: SECRET }).sign(
      { sub: USER, ver: 0 },
      { expiresIn: '1h' },
    );
    for (const token of [forever, anonymous]) {
      expect(await rejection(tokens.authenticate(token))).toBeInstanceOf(UnauthorizedException);
    }
  });

  it('signOut() revokes that token alone, in the auth service and in the cache until it expires', async () => {
    const { tokens, redis, rpc } = setup(0);
    const first = sign(USER, 0);
    const second = sign(USER, 0);
    const session = await tokens.authenticate(first);
    await tokens.signOut(session);
    expect(rpc.call).toHaveBeenCalledWith(AuthPatterns.signOut, {
      userId: USER,
      tokenId: session.tokenId,
      expiresAt: session.expiresAt,
    });
    expect(await rejection(tokens.authenticate(first))).toBeInstanceOf(UnauthorizedException);
    expect((await tokens.authenticate(second)).userId).toBe(USER);
    const [, value, , ttlMs] = redis.set.mock.calls.find(
      ([key, value]) => key === `token-state:${session.tokenId}` && value === 'signed-out',
    )! as [string, string, string, number];
    expect(value).toBe('signed-out');
    expect(ttlMs).toBeGreaterThan(3_500_000);
    expect(ttlMs).toBeLessThanOrEqual(3_600_000);
  });

  it('a signed-out token stays refused when Redis has forgotten everything (restart, flush)', async () => {
    const { tokens, redis } = setup(0);
    const token = sign(USER, 0);
    await tokens.signOut(await tokens.authenticate(token));
    redis.store.clear();
    expect(await rejection(tokens.authenticate(token))).toBeInstanceOf(UnauthorizedException);
  });

  it('caches what the auth service said about a token briefly, so that most requests need no RPC', async () => {
    const { tokens, rpc, redis } = setup(1);
    const token = sign(USER, 1);
    const { tokenId } = await tokens.authenticate(token);
    await tokens.authenticate(token);
    expect(rpc.call).toHaveBeenCalledTimes(1);
    expect(redis.set).toHaveBeenCalledWith(
      `token-state:${tokenId}`,
      '1',
      'PX',
      TOKEN_VERSION_CACHE_MS,
      'NX',
    );
  });

  it('revoked() overwrites the cached version at once, so an old token fails on the next request', async () => {
    const { tokens } = setup(1);
    const old = sign(USER, 1);
    await tokens.authenticate(old); // cached as 1
    await tokens.revoked(USER, 2);
    expect(await rejection(tokens.authenticate(old))).toBeInstanceOf(UnauthorizedException);
    expect(await tokens.authenticate(sign(USER, 2))).toMatchObject({
      userId: USER,
      tokenVersion: 2,
    });
  });

  it('revoked(null) marks a deleted user, and a racing lookup cannot put the old version back', async () => {
    const { tokens, redis, jwt } = setup(0);
    const token = sign(USER, 0);
    await tokens.revoked(USER, null);
    // a lookup that read version 0 before the deletion tries to fill the cache afterwards
    const { jti } = jwt.decode<{ jti: string }>(token);
    await redis.set(`token-state:${jti}`, '0', 'PX', TOKEN_VERSION_CACHE_MS, 'NX');
    expect(await rejection(tokens.authenticate(token))).toBeInstanceOf(UnauthorizedException);
  });

  it('lets a 503 from the auth service through instead of calling the token invalid', async () => {
    const { tokens, rpc } = setup(0);
    rpc.call.mockRejectedValueOnce(
      new ServiceUnavailableError('auth', AuthPatterns.session, 'down'),
    );
    expect(await rejection(tokens.authenticate(sign(USER, 0)))).toBeInstanceOf(
      ServiceUnavailableError,
    );
  });
});

describe('extractToken', () => {
  const req = (headers: Record<string, string>, body?: unknown) => ({ headers, body }) as Request;

  it('reads Authorization: Bearer, then the token header, then the body field', () => {
    expect(extractToken(req({ authorization: 'Bearer aaa' }, { token: 'ccc' }))).toBe('aaa');
    expect(extractToken(req({ token: 'bbb' }, { token: 'ccc' }))).toBe('bbb');
    expect(extractToken(req({}, { token: 'ccc' }))).toBe('ccc');
    expect(extractToken(req({ token: 'Bearer bbb' }))).toBe('bbb');
  });

  it('finds nothing in other schemes, empty values or non-text fields', () => {
    expect(extractToken(req({ authorization: 'Basic dXNlcjpwYXNz' }))).toBeUndefined();
    expect(extractToken(req({ token: '  ' }, { token: '' }))).toBeUndefined();
    expect(extractToken(req({}, { token: { $ne: null } }))).toBeUndefined();
    expect(extractToken(req({}))).toBeUndefined();
  });
});
