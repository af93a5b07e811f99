import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '../openapi';
import { REMINDER_TIME_PATTERN, ReminderMessages } from '../web/reminders';
import { TimeZoneField } from './journal-days.dto';
import { JournalUserRequest } from './journal.dto';

/** An unpadded base64url value of `bytes` bytes, as browsers give a subscription's keys. */
const base64url = (bytes: number) =>
  new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`);

/** `PUT /api/reminders`: the whole setting, as the form holds it. */
export class ReminderSettingsDto {
  @ApiProperty({ description: 'send the daily reminder by email' })
  @IsDefined({ message: ReminderMessages.email })
  @IsBoolean({ message: ReminderMessages.email })
  email: boolean;

  @ApiProperty({ description: 'send it as a push notification to the subscribed browsers' })
  @IsDefined({ message: ReminderMessages.push })
  @IsBoolean({ message: ReminderMessages.push })
  push: boolean;

  @ApiProperty({ example: '20:00', description: 'time of day, HH:MM (24-hour clock), in timeZone' })
  @IsDefined({ message: ReminderMessages.time })
  @IsString({ message: ReminderMessages.time })
  @Matches(REMINDER_TIME_PATTERN, { message: ReminderMessages.time })
  time: string;

  @TimeZoneField('the IANA time zone the time is in', { required: true })
  timeZone: string;
}

/** The keys of a browser's push subscription (PushSubscription.toJSON().keys). */
export class PushSubscriptionKeysDto {
  @ApiProperty({ description: 'the browser’s P-256 public key, base64url (65 bytes)' })
  @IsString({ message: ReminderMessages.subscription })
  @Matches(base64url(65), { message: ReminderMessages.subscription })
  p256dh: string;

  @ApiProperty({ description: 'the subscription’s authentication secret, base64url (16 bytes)' })
  @IsString({ message: ReminderMessages.subscription })
  @Matches(base64url(16), { message: ReminderMessages.subscription })
  auth: string;
}

/** `POST /api/reminders/push-subscriptions`: PushSubscription.toJSON() as the browser gives it. */
export class PushSubscriptionDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/…' })
  @IsDefined({ message: ReminderMessages.subscription })
  @MaxLength(1000, { message: ReminderMessages.subscription })
  @IsUrl(
    { protocols: ['https', 'http'], require_protocol: true, require_tld: false },
    { message: ReminderMessages.subscription },
  )
  endpoint: string;

  @ApiProperty({ type: PushSubscriptionKeysDto })
  @IsDefined({ message: ReminderMessages.subscription })
  @IsObject({ message: ReminderMessages.subscription })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;
}

/** `DELETE /api/reminders/push-subscriptions`: the browser that no longer wants them. */
export class PushEndpointDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/…' })
  @IsDefined({ message: ReminderMessages.subscription })
  @IsString({ message: ReminderMessages.subscription })
  @MaxLength(1000, { message: ReminderMessages.subscription })
  endpoint: string;
}

/**
 * `POST /api/reminders/unsubscribe`: the signed token of a reminder mail's link, in the query (the
 * `List-Unsubscribe` address a mail client posts to, RFC 8058) or the JSON body (the app's
 * unsubscribe page); one of them must carry it.
 */
export class UnsubscribeDto {
  @ApiPropertyOptional({ description: 'the token of the mail’s unsubscribe link' })
  @IsOptional()
  @IsString({ message: ReminderMessages.unsubscribeToken })
  @MaxLength(200, { message: ReminderMessages.unsubscribeToken })
  token?: string;
}

// --- what the gateway sends the journal service (the signed-in user rides along) ---

export class ReminderSettingsRequest extends JournalUserRequest {
  @IsBoolean()
  email: boolean;

  @IsBoolean()
  push: boolean;

  @Matches(REMINDER_TIME_PATTERN)
  time: string;

  @TimeZoneField('the reminder’s time zone', { required: true })
  timeZone: string;
}

export class PushSubscriptionRequest extends JournalUserRequest {
  @IsString()
  @MaxLength(1000)
  endpoint: string;

  @IsString()
  @Matches(base64url(65))
  p256dh: string;

  @IsString()
  @Matches(base64url(16))
  auth: string;
}

export class PushEndpointRequest extends JournalUserRequest {
  @IsString()
  @MaxLength(1000)
  endpoint: string;
}

export class UnsubscribeRequest {
  @IsString()
  @MaxLength(200)
  token: string;
}

/** `auth.reminderMail`: the journal's sweep asks the auth service to mail a person's reminder. */
export class ReminderMailRequest {
  @IsUUID('all')
  userId: string;

  @IsString()
  @MaxLength(200)
  unsubscribeToken: string;
}
