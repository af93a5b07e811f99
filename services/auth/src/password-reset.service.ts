import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import {
  AuthMessages,
  ForgotPasswordRequest,
  PasswordResetDone,
  ResetPasswordRequest,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { randomInt } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { AuthRepository } from './auth.repository';
import { assertPasswordRules, normaliseEmail } from './auth.service';
import { AUTH_CONFIG, AuthConfig } from './config';
import { MailService } from './mail.service';
import { hashMailToken, MAIL_INTERVAL_MS, MAIL_TOKEN_TTL_MS, newMailToken } from './mail-token';
import { PasswordHasher } from './password-hasher';

/** How long after answering a reset request its work starts, at least (see mailResetLink). */
const AFTER_ANSWER_MS = 100;

@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly repository: AuthRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'APP_URL'>,
  ) {}

  /** Reset requests answered but not yet done (see forgotPassword). */
  private readonly inProgress = new Set<Promise<void>>();

  /**
   * Always the same answer, whether or not the account exists, and given before anything else
   * is done: looking the address up, storing a token and mailing it all happen after answering,
   * so both paths do the same work (none) before the answer and take the same time. Measured
   * before, the answer for a known address came about 7 ms later (two more queries), which told
   * who has an account.
   */
  forgotPassword(request: ForgotPasswordRequest): Promise<{ message: string }> {
    const work = this.mailResetLink(request.email)
      .catch((err: unknown) =>
        this.logger.error(`Sending the password reset mail failed: ${String(err)}`),
      )
      .finally(() => this.inProgress.delete(work));
    this.inProgress.add(work);
    return Promise.resolve({ message: AuthMessages.resetLinkSent });
  }

  /** Waits for the reset requests already answered: on shutdown, so their mail still goes. */
  async settled(): Promise<void> {
    await Promise.all([...this.inProgress]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  /**
   * The link for an account with this address, at most one a minute; nothing for no account.
   * Starts a moment after the answer, so that its queries never run while the answer is still
   * on its way (they would slow that very answer down: measured, the known address's answer was
   * still about 1 ms slower when the work began on the next turn of the event loop), and after a
   * random part of that moment, so it does not always land on the same later request either.
   */
  private async mailResetLink(email: string): Promise<void> {
    await delay(AFTER_ANSWER_MS + randomInt(AFTER_ANSWER_MS));
    const user = await this.repository.findUserByEmail(normaliseEmail(email));
    if (!user) return;
    const now = Date.now();
    if (await this.repository.latestResetRequest(user.id, new Date(now - MAIL_INTERVAL_MS))) {
      return;
    }
    const token = newMailToken();
    await this.repository.createResetToken(
      user.id,
      hashMailToken(token),
      new Date(now + MAIL_TOKEN_TTL_MS),
    );
    const link = `${this.config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mail.sendPasswordReset({ to: user.email, firstname: user.firstname, link });
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
