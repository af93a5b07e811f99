import { ApiProperty } from '../openapi';

/** `GET` and `PUT /api/reminders`: the signed-in person's daily reminder. */
export class ReminderSettingsView {
  @ApiProperty({ description: 'send the reminder by email (off by default)' })
  email: boolean;
  @ApiProperty({
    description: 'send it as a push notification to the browsers this person subscribed',
  })
  push: boolean;
  @ApiProperty({ example: '20:00', description: 'time of day, HH:MM, in timeZone' })
  time: string;
  @ApiProperty({ example: 'Europe/Berlin', description: 'the IANA time zone the time is in' })
  timeZone: string;
  @ApiProperty({ description: 'browsers subscribed to push reminders' })
  pushDevices: number;
  @ApiProperty({
    description: 'whether this server can send push notifications (VAPID keys are configured)',
  })
  pushAvailable: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'the VAPID public key (base64url) a browser subscribes with; null when push is unavailable',
  })
  vapidPublicKey: string | null;
}

/** `POST /api/reminders/unsubscribe`: email reminders are off. */
export class UnsubscribeAnswer {
  @ApiProperty({
    example: 'Email reminders are off. You can turn them on again in your profile at any time.',
  })
  message: string;
}

/** `POST` and `DELETE /api/reminders/push-subscriptions`: how many browsers are subscribed now. */
export class PushDevicesAnswer {
  @ApiProperty({ description: 'browsers subscribed to push reminders now' })
  pushDevices: number;
}
