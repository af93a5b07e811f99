import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AuthMessages,
  ForgotPasswordRequest,
  PasswordResetDone,
  ResetPasswordRequest,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { AuthRepository } from './auth.repository';
import { assertPasswordRules, normaliseEmail } from './auth.service';
import { AUTH_CONFIG, AuthConfig } from './config';
import { MailService } from './mail.service';
import { hashMailToken, MAIL_INTERVAL_MS, MAIL_TOKEN_TTL_MS, newMailToken } from './mail-token';
import { PasswordHasher } from './password-hasher';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly repository: AuthRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'APP_URL'>,
  ) {}

  /**
   * Always the same answer, whether or not the account exists. The mail is sent after answering,
   * so the response time does not reveal it either.
   */
  async forgotPassword(request: ForgotPasswordRequest): Promise<{ message: string }> {
    const answer = { message: AuthMessages.resetLinkSent };
    const user = await this.repository.findUserByEmail(normaliseEmail(request.email));
    if (!user) return answer;
    const now = Date.now();
    if (await this.repository.latestResetRequest(user.id, new Date(now - MAIL_INTERVAL_MS))) {
      return answer;
    }
    const token = newMailToken();
    await this.repository.createResetToken(
      user.id,
      hashMailToken(token),
      new Date(now + MAIL_TOKEN_TTL_MS),
    );
    const link = `${this.config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    void this.mail
      .sendPasswordReset({ to: user.email, firstname: user.firstname, link })
      .catch((err: unknown) =>
        this.logger.error(`Sending the password reset mail failed: ${String(err)}`),
      );
    return answer;
  }

  /** Sets the new password, burns the token and revokes every earlier session. */
  async resetPassword(request: ResetPasswordRequest): Promise<PasswordResetDone> {
    assertPasswordRules(request.newPassword);
    const token = await this.repository.findResetToken(hashMailToken(request.token));
    if (!token || token.usedAt || token.expiresAt.getTime() <= Date.now()) {
      throw serviceError(400, AuthMessages.resetInvalid);
    }
    const passwordHash = await this.hasher.hash(request.newPassword);
    const done = await this.repository.consumeResetToken(token, passwordHash);
    if (!done) throw serviceError(400, AuthMessages.resetInvalid);
    return {
      message: AuthMessages.resetDone,
      userId: token.userId,
      tokenVersion: done.tokenVersion,
    };
  }
}
