import { Inject, Injectable } from '@nestjs/common';
import { ReminderMailRequest } from '@sentilog/contracts';
import { AuthRepository } from './auth.repository';
import { AUTH_CONFIG, AuthConfig } from './config';
import { MailService } from './mail.service';

/**
 * The journal's daily reminder by mail: the journal service decides who is due and signs the
 * unsubscribe token; the auth service, which owns the addresses and the mail, sends it. Only to a
 * confirmed address: a reminder turned on for someone else's address must not reach them.
 */
@Injectable()
export class ReminderMailService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly mail: MailService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'APP_URL'>,
  ) {}

  async send(request: ReminderMailRequest): Promise<{ sent: boolean }> {
    const user = await this.repository.findUserById(request.userId);
    if (!user?.emailVerifiedAt) return { sent: false };
    const token = encodeURIComponent(request.unsubscribeToken);
    const sent = await this.mail.sendReminder({
      to: user.email,
      firstname: user.firstname,
      journalLink: `${this.config.APP_URL}/journal`,
      unsubscribeLink: `${this.config.APP_URL}/unsubscribe?token=${token}`,
      unsubscribePostUrl: `${this.config.APP_URL}/api/reminders/unsubscribe?token=${token}`,
    });
    return { sent };
  }
}
