import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { JournalMessages } from '@sentilog/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';

/**
 * JwtAuthGuard with the spec's journal wording: the journal screen shows the 401's message as its
 * login-required toast, whether the token is missing, expired or revoked.
 */
@Injectable()
export class JournalAuthGuard implements CanActivate {
  constructor(private readonly jwt: JwtAuthGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await this.jwt.canActivate(context);
    } catch (err) {
      if (err instanceof UnauthorizedException) {
        throw new UnauthorizedException(JournalMessages.loginRequired);
      }
      throw err;
    }
  }
}
