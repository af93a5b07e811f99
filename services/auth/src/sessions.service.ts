import { Injectable } from '@nestjs/common';
import { AuthMessages, SessionRequest, SessionState, SignOutRequest } from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { AuthRepository } from './auth.repository';

/**
 * Whether a token still opens a session: its user's current token version (a new version revokes
 * every earlier token) and whether logout signed that one token out. The gateway asks on every
 * authenticated request it has not cached, so both live in PostgreSQL and survive Redis.
 */
@Injectable()
export class SessionsService {
  constructor(private readonly repository: AuthRepository) {}

  async session(request: SessionRequest): Promise<SessionState> {
    const [user, signedOut] = await Promise.all([
      this.repository.findUserById(request.userId),
      this.repository.isSignedOut(request.tokenId),
    ]);
    // The token named a user that no longer exists: for the caller that is a revoked token.
    if (!user) throw serviceError(401, AuthMessages.invalidToken);
    return { tokenVersion: user.tokenVersion, signedOut };
  }

  /** Logout: safe to repeat; a token already expired needs no record. */
  async signOut(request: SignOutRequest): Promise<{ signedOut: true }> {
    const expiresAt = new Date(request.expiresAt * 1000);
    if (expiresAt.getTime() > Date.now()) {
      await this.repository.signOut(request.tokenId, request.userId, expiresAt);
    }
    return { signedOut: true };
  }
}
