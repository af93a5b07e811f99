import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { ConcurrencyLimit } from '@sentilog/platform';
import { JOURNAL_CONFIG, JournalConfig } from './config';
import { ClaimedReminder, JournalRepository } from './journal.repository';
import { PushSender } from './push-sender';
import { UNSUBSCRIBE_TOKENS } from './reminders.service';
import { ServiceCalls } from './service-calls';
import { UnsubscribeTokens } from './unsubscribe-token';

/**
 * How late a reminder may still go out: a sweep that missed its minute (a restart, a busy
 * database) catches up, and a time a daylight-saving jump skips (02:30 when clocks go from 02:00
 * to 03:00) is still reminded; an hour later it says nothing useful any more.
 */
export const REMINDER_WINDOW_MINUTES = 60;
/** Reminders claimed per statement; a sweep claims until none are left. */
export const CLAIM_BATCH = 100;
/** Reminders sent at once (each a mail through the auth service, or a few pushes). */
const SENDING_AT_ONCE = 8;

/** What one sweep did. */
export interface SweepReport {
  claimed: number;
  mailed: number;
  pushed: number;
}

/**
 * The daily reminders' scheduler: every REMINDER_SWEEP_SECONDS each replica claims the reminders
 * due (JournalRepository.claimDueReminders: due now in the person's zone, not sent on their day,
 * no entry about that day) and sends them, the mail through the auth service, the push through
 * PushSender. Claiming is the only coordination replicas need: a claimed day is never claimed
 * again, so two replicas, or a sweep overlapping the next, never remind a person twice. The cost
 * is at most once: a replica that dies between claiming and sending loses that day's reminder.
 */
@Injectable()
export class ReminderSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReminderSweep.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly repository: JournalRepository,
    private readonly calls: ServiceCalls,
    private readonly push: PushSender,
    @Inject(UNSUBSCRIBE_TOKENS) private readonly tokens: UnsubscribeTokens,
    @Inject(JOURNAL_CONFIG)
    private readonly config: Pick<JournalConfig, 'REMINDER_SWEEP_SECONDS'>,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.REMINDER_SWEEP_SECONDS;
    if (seconds === 0) return;
    this.timer = setInterval(() => this.tick(), seconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends every reminder due at `now` (a parameter, so tests can set the clock). */
  async sweep(now = new Date()): Promise<SweepReport> {
    const report: SweepReport = { claimed: 0, mailed: 0, pushed: 0 };
    const sending = new ConcurrencyLimit(SENDING_AT_ONCE);
    for (;;) {
      const due = await this.repository.claimDueReminders(
        now,
        REMINDER_WINDOW_MINUTES,
        CLAIM_BATCH,
      );
      report.claimed += due.length;
      const sent = await Promise.all(due.map((reminder) => sending.run(() => this.send(reminder))));
      for (const { mailed, pushed } of sent) {
        report.mailed += mailed ? 1 : 0;
        report.pushed += pushed;
      }
      if (due.length < CLAIM_BATCH) return report;
    }
  }

  private tick(): void {
    // A sweep still running (a slow mail server) is not joined by another.
    if (this.running) return;
    this.running = this.sweep()
      .then((report) => {
        if (report.claimed > 0) this.logger.log(`Reminders: ${JSON.stringify(report)}`);
      })
      .catch((err: unknown) => this.logger.error(`The reminder sweep failed: ${String(err)}`))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** One person's reminder; a failed channel is logged and does not stop the other. */
  private async send(reminder: ClaimedReminder): Promise<{ mailed: boolean; pushed: number }> {
    const [mailed, pushed] = await Promise.all([
      reminder.email ? this.mail(reminder.userId) : false,
      reminder.push ? this.pushTo(reminder.userId) : 0,
    ]);
    return { mailed, pushed };
  }

  private async mail(userId: string): Promise<boolean> {
    try {
      const { sent } = await this.calls.reminderMail(userId, this.tokens.issue(userId));
      return sent;
    } catch (err) {
      this.logger.warn(`The reminder mail of user ${userId} failed: ${String(err)}`);
      return false;
    }
  }

  private async pushTo(userId: string): Promise<number> {
    let pushed = 0;
    for (const subscription of await this.repository.pushSubscriptionsOf(userId)) {
      const outcome = await this.push.sendReminder(subscription);
      if (outcome === 'sent') pushed += 1;
      // The browser unsubscribed or the subscription expired: it will never work again.
      if (outcome === 'gone') await this.repository.removePushSubscription(subscription.endpoint);
    }
    return pushed;
  }
}
