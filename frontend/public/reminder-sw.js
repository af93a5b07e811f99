/* global self, clients */
// The service worker of SentiLog's daily reminder: the journal service sends a web push (RFC 8030,
// encrypted for this browser) at the time the person chose; this shows it, and a click opens the
// journal. It caches nothing and handles no requests: the app works the same without it.
self.addEventListener('push', function (event) {
  var reminder = {};
  try {
    reminder = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: the reminder's own words below.
    reminder = {};
  }
  event.waitUntil(
    self.registration.showNotification(reminder.title || 'SentiLog', {
      body: reminder.body || 'How was your day?',
      icon: '/favicon.svg',
      tag: 'sentilog-reminder',
      data: { url: reminder.url || '/journal' },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var target = new URL(
    (event.notification.data && event.notification.data.url) || '/journal',
    self.location.origin,
  );
  // Only a page of this site: a push can only name a path here.
  if (target.origin !== self.location.origin) target = new URL('/journal', self.location.origin);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if ('focus' in windows[i]) {
          windows[i].navigate(target.href);
          return windows[i].focus();
        }
      }
      return clients.openWindow(target.href);
    }),
  );
});
