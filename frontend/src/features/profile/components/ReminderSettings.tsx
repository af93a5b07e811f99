import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ReminderSettingsView } from '@sentilog/contracts/web';
import { FormMessage } from '../../../components/ui/FormMessage';
import { Spinner } from '../../../components/ui/Spinner';
import { ClockIcon } from '../../../components/ui/icons';
import { errorBody, errorStatus, rateLimitMessageOf, serverMessage } from '../../../lib/api-error';
import { browserTimeZone } from '../../../lib/days';
import { notify } from '../../../lib/notify';
import {
  PushRefused,
  pushUnsupportedReason,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../../lib/web-push';
import {
  addPushSubscription,
  fetchReminderSettings,
  removePushSubscription,
  saveReminderSettings,
} from '../api/reminders-api';

export const reminderMessages = {
  saved: 'Reminder saved',
  off: 'Daily reminders are off',
  loadFailed: 'Your reminder settings could not be loaded.',
  saveFailed: 'Your reminder could not be saved. Please try again.',
  unconfirmed: 'Reminder mail goes only to a confirmed address: confirm yours first (above).',
  pushUnavailable:
    'Push notifications are not set up on this server, so reminders come by email only.',
} as const;

/** A refusal in the server's words (a 400 names the field), else a plain failure. */
function failureOf(err: unknown): string {
  const limited = rateLimitMessageOf(err);
  if (limited) return limited;
  return errorStatus(err) === 400
    ? (serverMessage(errorBody(err)) ?? reminderMessages.saveFailed)
    : reminderMessages.saveFailed;
}

/**
 * The daily reminder: off by default; at a time the person chooses, in this browser's time zone;
 * by email and/or as a push notification on this browser. A day that already has an entry gets
 * none. Every reminder mail has a one-click unsubscribe.
 */
export function ReminderSettings({
  token,
  emailConfirmed,
}: {
  token: string;
  emailConfirmed: boolean;
}) {
  const ids = { email: useId(), push: useId(), time: useId() };
  const [loaded, setLoaded] = useState<ReminderSettingsView | null>(null);
  const [failed, setFailed] = useState(false);
  const [email, setEmail] = useState(false);
  const [push, setPush] = useState(false);
  const [time, setTime] = useState('20:00');
  const [busy, setBusy] = useState<'push' | 'save' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const timeZone = browserTimeZone();
  const unsupported = pushUnsupportedReason();

  useEffect(() => {
    const controller = new AbortController();
    fetchReminderSettings(token, controller.signal)
      .then((settings) => {
        setLoaded(settings);
        setEmail(settings.email);
        setPush(settings.push);
        setTime(settings.time);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [token]);

  /** Push on: the browser's permission and subscription, kept by the server; off: both undone. */
  const togglePush = async (on: boolean) => {
    if (!loaded?.vapidPublicKey) return;
    setBusy('push');
    setProblem(null);
    try {
      if (on) {
        const subscription = await subscribeToPush(loaded.vapidPublicKey);
        const devices = await addPushSubscription(token, subscription);
        setLoaded({ ...loaded, pushDevices: devices });
      } else {
        const endpoint = await unsubscribeFromPush();
        if (endpoint) {
          setLoaded({ ...loaded, pushDevices: await removePushSubscription(token, endpoint) });
        }
      }
      setPush(on);
    } catch (err) {
      setProblem(err instanceof PushRefused ? err.message : failureOf(err));
    } finally {
      setBusy(null);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    setProblem(null);
    try {
      const saved = await saveReminderSettings(token, { email, push, time, timeZone });
      setLoaded(saved);
      notify.success(saved.email || saved.push ? reminderMessages.saved : reminderMessages.off);
    } catch (err) {
      setProblem(failureOf(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card reminder-settings" aria-labelledby="reminder-heading">
      <h2 id="reminder-heading" className="section-title">
        <ClockIcon size={18} /> Daily reminder
      </h2>
      <p className="muted">
        A nudge to log your mood, at a time you choose. It is skipped on days you have already
        written, and it is off until you turn it on.
      </p>
      {failed && <FormMessage tone="error">{reminderMessages.loadFailed}</FormMessage>}
      {!loaded && !failed && <Spinner size="sm" label="Loading your reminder" />}
      {loaded && (
        <form className="form reminder-form" onSubmit={save} aria-busy={busy !== null}>
          <div className="reminder-option">
            <input
              id={ids.email}
              type="checkbox"
              checked={email}
              onChange={(event) => setEmail(event.target.checked)}
            />
            <label htmlFor={ids.email}>Email me a reminder</label>
          </div>
          {email && !emailConfirmed && <p className="hint">{reminderMessages.unconfirmed}</p>}
          <div className="reminder-option">
            <input
              id={ids.push}
              type="checkbox"
              checked={push}
              disabled={!loaded.pushAvailable || unsupported !== null || busy !== null}
              onChange={(event) => void togglePush(event.target.checked)}
            />
            <label htmlFor={ids.push}>Send a push notification to this browser</label>
            {busy === 'push' && <Spinner size="sm" label="Asking this browser" />}
          </div>
          {!loaded.pushAvailable ? (
            <p className="hint">{reminderMessages.pushUnavailable}</p>
          ) : unsupported ? (
            <p className="hint">{unsupported}</p>
          ) : (
            <p className="hint" data-testid="push-devices">
              {loaded.pushDevices === 0
                ? 'No browser gets push reminders yet.'
                : `${loaded.pushDevices} ${loaded.pushDevices === 1 ? 'browser gets' : 'browsers get'} push reminders.`}
            </p>
          )}
          <div className="field reminder-time">
            <label htmlFor={ids.time}>Time</label>
            <input
              id={ids.time}
              type="time"
              required
              value={time}
              onChange={(event) => setTime(event.target.value.slice(0, 5))}
            />
            <p className="hint">
              In your time zone here, {timeZone}
              {loaded.timeZone !== timeZone && (loaded.email || loaded.push)
                ? ` (saved in ${loaded.timeZone}: saving moves it to this one).`
                : '.'}
            </p>
          </div>
          {problem && <FormMessage tone="error">{problem}</FormMessage>}
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy !== null}>
              {busy === 'save' ? 'Saving...' : 'Save reminder'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
