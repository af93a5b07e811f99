import type { PushDevicesAnswer, ReminderSettingsView } from '@sentilog/contracts/web';
import { api } from '../../../lib/api-client';

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** What the form saves: the whole setting. */
export interface ReminderSettings {
  email: boolean;
  push: boolean;
  time: string;
  timeZone: string;
}

/** `GET /api/reminders`: the daily reminder (off until saved), and whether push is available. */
export async function fetchReminderSettings(
  token: string,
  signal?: AbortSignal,
): Promise<ReminderSettingsView> {
  const { data } = await api.get<ReminderSettingsView>('/api/reminders', {
    ...auth(token),
    signal,
  });
  return data;
}

/** `PUT /api/reminders`. */
export async function saveReminderSettings(
  token: string,
  settings: ReminderSettings,
): Promise<ReminderSettingsView> {
  const { data } = await api.put<ReminderSettingsView>('/api/reminders', settings, auth(token));
  return data;
}

/** `POST /api/reminders/push-subscriptions`: this browser's subscription (PushSubscription.toJSON()). */
export async function addPushSubscription(
  token: string,
  subscription: PushSubscriptionJSON,
): Promise<number> {
  const { data } = await api.post<PushDevicesAnswer>(
    '/api/reminders/push-subscriptions',
    { endpoint: subscription.endpoint, keys: subscription.keys },
    auth(token),
  );
  return data.pushDevices;
}

/** `DELETE /api/reminders/push-subscriptions {endpoint}`. */
export async function removePushSubscription(token: string, endpoint: string): Promise<number> {
  const { data } = await api.delete<PushDevicesAnswer>('/api/reminders/push-subscriptions', {
    ...auth(token),
    data: { endpoint },
  });
  return data.pushDevices;
}

/** `POST /api/reminders/unsubscribe {token}`: a mail's unsubscribe link, no sign-in needed. */
export async function unsubscribeFromMail(unsubscribeToken: string): Promise<string> {
  const { data } = await api.post<{ message: string }>('/api/reminders/unsubscribe', {
    token: unsubscribeToken,
  });
  return data.message;
}
