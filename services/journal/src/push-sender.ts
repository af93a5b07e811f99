import { Inject, Injectable, Logger } from '@nestjs/common';
import { REMINDER_NOTIFICATION } from '@sentilog/contracts';
import { generateRequestDetails } from 'web-push';
import { JOURNAL_CONFIG, JournalConfig } from './config';
import { PushSubscriptionRow } from './journal.repository';
import { isAllowedPushEndpoint } from './push-origins';

/** What became of one push: delivered to the push service, gone for good, or failed this time. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A reminder the browser shows for about half a day; after that it says nothing useful. */
const TIME_TO_LIVE_S = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web push (RFC 8030) with VAPID (RFC 8292): the `web-push` library encrypts the payload for the
 * browser (RFC 8291) and signs the request; this class posts it with fetch, which never follows a
 * redirect, to an endpoint on the allowed push services only. Sends only when VAPID keys are
 * configured.
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);

  constructor(
    @Inject(JOURNAL_CONFIG) private readonly config: Pick<JournalConfig, 'vapid' | 'pushOrigins'>,
  ) {}

  /** The VAPID public key browsers subscribe with; null when push is not configured. */
  get publicKey(): string | null {
    return this.config.vapid?.publicKey ?? null;
  }

  /** Sends the reminder notification to one browser. */
  async sendReminder(subscription: PushSubscriptionRow): Promise<PushOutcome> {
    const vapid = this.config.vapid;
    if (!vapid) return 'failed';
    // Checked when it was subscribed; again here, in case the allowed services changed since.
    if (!isAllowedPushEndpoint(subscription.endpoint, this.config.pushOrigins)) return 'gone';
    try {
      const request = generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(REMINDER_NOTIFICATION),
        { vapidDetails: vapid, TTL: TIME_TO_LIVE_S, urgency: 'normal' },
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (answer.ok) return 'sent';
      // 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030, 7.3).
      if (answer.status === 404 || answer.status === 410) return 'gone';
      this.logger.warn(`A push service refused a reminder with ${answer.status}`);
      return 'failed';
    } catch (err) {
      this.logger.warn(`A push reminder could not be delivered: ${String(err)}`);
      return 'failed';
    }
  }
}
