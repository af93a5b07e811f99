/**
 * The daily reminder: off by default; at a time the person chooses, in their time zone, by email
 * and/or as a push notification; skipped on a day that already has an entry. Pure code: the
 * browser imports it for the settings form, the DTOs for the server's checks.
 */

/** A reminder's time of day, HH:MM on a 24-hour clock, in the person's own time zone. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** What a new person's settings hold until they save their own. */
export const DEFAULT_REMINDER_TIME = '20:00';
/** Browsers (devices) one person may receive push reminders on; the oldest goes beyond it. */
export const MAX_PUSH_DEVICES = 10;

export const ReminderMessages = {
  time: 'time must be a time of day as HH:MM (24-hour clock)',
  email: 'email must be true or false',
  push: 'push must be true or false',
  subscription:
    'subscription must be a push subscription as the browser gives it: {endpoint, keys: {p256dh, auth}}',
  pushService:
    'This browser’s push service is not one SentiLog sends to, so push reminders cannot be turned on here.',
  pushUnavailable:
    'Push notifications are not set up on this server (no VAPID keys), so only email reminders are available.',
  unsubscribeToken:
    'This unsubscribe link is not valid. Sign in and turn reminders off in your profile.',
  unsubscribed: 'Email reminders are off. You can turn them on again in your profile at any time.',
} as const;

/** The text of a push reminder, and where a click on it leads. */
export const REMINDER_NOTIFICATION = {
  title: 'How was your day?',
  body: 'Log your mood in SentiLog: two taps, and a few words if you like.',
  url: '/journal',
} as const;

// The answers themselves are the documented classes of ../answers (types only here).
export type {
  PushDevicesAnswer,
  ReminderSettingsView,
  UnsubscribeAnswer,
} from '../answers/reminders';
