import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthMessages, VerifyEmailRequest } from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { AuthRepository } from './auth.repository';
import { AUTH_CONFIG, AuthConfig } from './config';
import { MailService } from './mail.service';
import { hashMailToken, MAIL_INTERVAL_MS, MAIL_TOKEN_TTL_MS, newMailToken } from './mail-token';
import { User } from './user.entity';

/**
 * Confirms that the owner of an account receives mail at its address, by a mailed link with the
 * same rules as a reset link (see mail-token.ts); the link works once.
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger(EmailVerificationService.name);

  constructor(
    private readonly repository: AuthRepository,
    private readonly mail: MailService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'APP_URL'>,
  ) {}

  /**
   * Mails a confirmation link for the user's current address, unless one went out to it within the
   * last minute. The mail is sent after answering, so a slow mail server does not hold up sign-up.
   */
  async sendLink(user: User): Promise<void> {
    const now = Date.now();
    const recent = await this.repository.latestVerificationRequest(
      user.id,
      user.email,
      new Date(now - MAIL_INTERVAL_MS),
    );
    if (recent) return;
    const token = newMailToken();
    await this.repository.createVerificationToken(
      user.id,
      user.email,
      hashMailToken(token),
      new Date(now + MAIL_TOKEN_TTL_MS),
    );
    const link = `${this.config.APP_URL}/verify-email?token=${encodeURIComponent(token)}`;
    void this.mail
      .sendEmailVerification({ to: user.email, firstname: user.firstname, link })
      .catch((err: unknown) =>
        this.logger.error(`Sending the email confirmation mail failed: ${String(err)}`),
      );
  }

  /** POST /api/auth/resend-verification for a signed-in user. */
  async resend(user: User): Promise<{ message: string }> {
    if (user.emailVerifiedAt) return { message: AuthMessages.alreadyVerified };
    await this.sendLink(user);
    return { message: AuthMessages.verificationSent };
  }

  /**
   * Confirms the address the link was mailed to. A link followed again (a second click, a mail
   * client that opened it first) or one made stale by confirming through another link says the
   * address is already confirmed, when it is, rather than that the link failed.
   */
  async verify(request: VerifyEmailRequest): Promise<{ message: string }> {
    const token = await this.repository.findVerificationToken(hashMailToken(request.token));
    if (!token) throw serviceError(400, AuthMessages.verificationInvalid);
    const usable = !token.usedAt && token.expiresAt.getTime() > Date.now();
    if (!usable || !(await this.repository.consumeVerificationToken(token))) {
      const user = await this.repository.findUserById(token.userId);
      if (user?.emailVerifiedAt && user.email === token.email) {
        return { message: AuthMessages.alreadyVerified };
      }
      throw serviceError(400, AuthMessages.verificationInvalid);
    }
    this.logger.log(`Confirmed the email address of user ${token.userId}`);
    return { message: AuthMessages.emailVerified };
  }
}
