import { JwtService } from '@nestjs/jwt';
import { TokenIssuer } from './token-issuer';

const SECRET = 'unit-test-secret-0123456789abcdefghijklmnop';
const USER = '11111111-1111-4111-8111-111111111111';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('TokenIssuer', () => {
  it('signs HS256 tokens the gateway verifies: sub, ver, a UUID jti and exp from JWT_EXPIRES_IN', async () => {
    const token = new TokenIssuer({ JWT_SECRET: SECRET, JWT_EXPIRES_IN: '7d' }).sign(USER, 3);
    const verifier = new JwtService({ secret: SECRET });
    const claims = await verifier.verifyAsync<{
      sub: string;
      ver: number;
      jti: string;
      iat: number;
      exp: number;
    }>(token, { algorithms: ['HS256'] });
    expect(claims).toMatchObject({ sub: USER, ver: 3 });
    expect(claims.jti).toMatch(UUID);
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
  });

  it('reads a bare number as seconds, and gives every token its own jti', () => {
    const issuer = new TokenIssuer({ JWT_SECRET: SECRET, JWT_EXPIRES_IN: '60' });
    const jwt = new JwtService({});
    const first = jwt.decode<{ jti: string; iat: number; exp: number }>(issuer.sign(USER, 0));
    const second = jwt.decode<{ jti: string }>(issuer.sign(USER, 0));
    expect(first.exp - first.iat).toBe(60);
    expect(first.jti).not.toBe(second.jti);
  });

  it('signs nothing another secret accepts', async () => {
    const token = new TokenIssuer({ JWT_SECRET: SECRET, JWT_EXPIRES_IN: '1h' }).sign(USER, 0);
    const other = new JwtService({ secret: 'another-secret-0123456789abcdefghijkl' });
    await expect(other.verifyAsync(token, { algorithms: ['HS256'] })).rejects.toThrow();
  });
});
