/**
 * This browser's side of push reminders: permission, the service worker (public/reminder-sw.js)
 * and the push subscription made with the server's VAPID public key. The server keeps the
 * subscription and sends the reminders; this only asks the browser.
 */
export const REMINDER_WORKER = '/reminder-sw.js';

/** Why this browser cannot take push reminders, or null when it can. */
export function pushUnsupportedReason(): string | null {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) {
    return 'This browser cannot show push notifications (no service workers here).';
  }
  if (!('PushManager' in window) || !('Notification' in window)) {
    return 'This browser cannot show push notifications.';
  }
  if (!window.isSecureContext) {
    return 'Push notifications need this site over HTTPS (or on localhost).';
  }
  return null;
}

/** A base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = window.atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A refusal the page says in words: permission denied, or the browser's own failure. */
export class PushRefused extends Error {
  override name = 'PushRefused';
}

/**
 * Asks for permission (the browser's prompt, once), registers the service worker and subscribes
 * with the server's key. Answers the subscription, to hand to the server.
 */
export async function subscribeToPush(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushRefused(
      permission === 'denied'
        ? 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.'
        : 'Notifications were not allowed, so push reminders stay off.',
    );
  }
  await navigator.serviceWorker.register(REMINDER_WORKER, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  try {
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      }));
    return subscription.toJSON();
  } catch (err) {
    throw new PushRefused(
      `This browser could not subscribe to push notifications (${(err as Error).message || 'no reason given'}). Email reminders still work.`,
    );
  }
}

/** Ends this browser's subscription; answers its endpoint, for the server to forget, if it had one. */
export async function unsubscribeFromPush(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration(REMINDER_WORKER);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
