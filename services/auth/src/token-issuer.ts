import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { AUTH_CONFIG, AuthConfig } from './config';

/**
 * Where every access token is made: HS256 with JWT_SECRET, claims `sub` (the user id), `ver` (the
 * user's token version: raising it revokes every earlier token), a random `jti` (by which logout
 * revokes one token alone) and `exp` from JWT_EXPIRES_IN. The gateway verifies the signature with
 * the same secret and asks `auth.session` for the version and sign-out state.
 */
@Injectable()
export class TokenIssuer {
  private readonly jwt: JwtService;

  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'JWT_SECRET' | 'JWT_EXPIRES_IN'>) {
    this.jwt = new JwtService({
      secret: config.JWT_SECRET,
      signOptions: {
        algorithm: 'HS256',
        // seconds when a bare number, else a duration such as 7d
        expiresIn: (/^\d+$/.test(config.JWT_EXPIRES_IN)
          ? Number(config.JWT_EXPIRES_IN)
          : config.JWT_EXPIRES_IN) as number,
      },
    });
  }

  /** A token for the user at their current token version. */
  sign(userId: string, tokenVersion: number): string {
    return this.jwt.sign({ sub: userId, ver: tokenVersion }, { jwtid: randomUUID() });
  }
}
