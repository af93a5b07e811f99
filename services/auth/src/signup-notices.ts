import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthRepository } from './auth.repository';
import { AUTH_CONFIG, AuthConfig } from './config';
import { MailService } from './mail.service';
import { User } from './user.entity';

/** At most one "someone tried to sign up with your address" mail per account in this time. */
export const SIGNUP_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Tells the owner of an account that someone tried to sign up with its address (sign-up itself
 * answers the same either way, so the mail is where the owner learns it), with the ways back in.
 */
@Injectable()
export class SignupNotices {
  private readonly logger = new Logger(SignupNotices.name);

  constructor(
    private readonly repository: AuthRepository,
    private readonly mail: MailService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'APP_URL'>,
  ) {}

  /** Mails the owner, unless a notice went out within the hour; sent after answering. */
  async attemptOn(user: User): Promise<void> {
    const since = new Date(Date.now() - SIGNUP_NOTICE_INTERVAL_MS);
    if (!(await this.repository.claimSignupNotice(user.id, since))) return;
    void this.mail
      .sendSignupAttempt({
        to: user.email,
        firstname: user.firstname,
        link: `${this.config.APP_URL}/login`,
        resetLink: `${this.config.APP_URL}/forgot-password`,
      })
      .catch((err: unknown) =>
        this.logger.error(`Sending the sign-up attempt notice failed: ${String(err)}`),
      );
  }
}
