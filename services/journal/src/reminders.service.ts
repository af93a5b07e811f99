import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_REMINDER_TIME,
  JournalDayMessages,
  MAX_PUSH_DEVICES,
  PushDevicesAnswer,
  PushEndpointRequest,
  PushSubscriptionRequest,
  ReminderMessages,
  ReminderSettingsRequest,
  ReminderSettingsView,
  UnsubscribeAnswer,
  UnsubscribeRequest,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { JOURNAL_CONFIG, JournalConfig } from './config';
import { JournalRepository } from './journal.repository';
import { isAllowedPushEndpoint } from './push-origins';
import { PushSender } from './push-sender';
import { UnsubscribeTokens } from './unsubscribe-token';

/** Injection token of the unsubscribe links' signer (built from the journal keys). */
export const UNSUBSCRIBE_TOKENS = Symbol('UnsubscribeTokens');

/**
 * A person's daily reminder: its setting, the browsers subscribed to its push notifications, and
 * a mail's one-click unsubscribe. Sending is the sweep's (reminder-sweep.ts).
 */
@Injectable()
export class RemindersService {
  constructor(
    private readonly repository: JournalRepository,
    private readonly push: PushSender,
    @Inject(UNSUBSCRIBE_TOKENS) private readonly tokens: UnsubscribeTokens,
    @Inject(JOURNAL_CONFIG) private readonly config: Pick<JournalConfig, 'pushOrigins'>,
  ) {}

  /** The setting, off at 20:00 UTC until the person saves their own. */
  async settings(userId: string): Promise<ReminderSettingsView> {
    const [stored, pushDevices] = await Promise.all([
      this.repository.reminderOf(userId),
      this.repository.countPushSubscriptions(userId),
    ]);
    return {
      ...(stored ?? { email: false, push: false, time: DEFAULT_REMINDER_TIME, timeZone: 'UTC' }),
      pushDevices,
      pushAvailable: this.push.publicKey !== null,
      vapidPublicKey: this.push.publicKey,
    };
  }

  async update(request: ReminderSettingsRequest): Promise<ReminderSettingsView> {
    if (request.push && this.push.publicKey === null) {
      throw serviceError(400, ReminderMessages.pushUnavailable);
    }
    // The sweep computes each person's time in PostgreSQL: a zone it does not know would fail it.
    if (!(await this.repository.knowsTimeZone(request.timeZone))) {
      throw serviceError(400, JournalDayMessages.timeZone);
    }
    await this.repository.saveReminder(request.userId, {
      email: request.email,
      push: request.push,
      time: request.time,
      timeZone: request.timeZone,
    });
    return this.settings(request.userId);
  }

  async addPushSubscription(request: PushSubscriptionRequest): Promise<PushDevicesAnswer> {
    if (this.push.publicKey === null) throw serviceError(400, ReminderMessages.pushUnavailable);
    if (!isAllowedPushEndpoint(request.endpoint, this.config.pushOrigins)) {
      throw serviceError(400, ReminderMessages.pushService);
    }
    await this.repository.addPushSubscription(
      request.userId,
      { endpoint: request.endpoint, p256dh: request.p256dh, auth: request.auth },
      MAX_PUSH_DEVICES,
    );
    return { pushDevices: await this.repository.countPushSubscriptions(request.userId) };
  }

  async removePushSubscription(request: PushEndpointRequest): Promise<PushDevicesAnswer> {
    await this.repository.removePushSubscription(request.endpoint, request.userId);
    return { pushDevices: await this.repository.countPushSubscriptions(request.userId) };
  }

  /** A mail's unsubscribe link: that person's email reminders off; answered alike if already off. */
  async unsubscribe(request: UnsubscribeRequest): Promise<UnsubscribeAnswer> {
    const userId = this.tokens.verify(request.token);
    if (!userId) throw serviceError(400, ReminderMessages.unsubscribeToken);
    await this.repository.turnOffEmailReminders(userId);
    return { message: ReminderMessages.unsubscribed };
  }
}
