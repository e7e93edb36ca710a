/* global self, clients */
// Web push in the service worker (imported by the Workbox-generated sw.js with importScripts).
// The server sends JSON: { notification_id, key, title, body, url, tag }. A click opens its url in
// the app: an open window of the app is focused and navigated, or a new one is opened.
'use strict';

var ICON = '/icon.svg';

/** The payload's url as an absolute URL on the app's own origin; anything else opens the app. */
function appUrl(raw) {
  var origin = self.location.origin;
  try {
    var url = new URL(typeof raw === 'string' && raw ? raw : '/', origin);
    return url.origin === origin ? url.href : origin + '/';
  } catch {
    return origin + '/';
  }
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    var value = event.data.json();
    return value && typeof value === 'object' ? value : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', function (event) {
  var data = readPayload(event);
  var title = typeof data.title === 'string' && data.title ? data.title : self.registration.scope;
  var options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: ICON,
    badge: ICON,
    data: { url: appUrl(data.url), notificationId: data.notification_id || null, key: data.key || null },
  };
  if (typeof data.tag === 'string' && data.tag) {
    // A newer push about the same thing replaces the shown one (folded likes) and alerts again.
    options.tag = data.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = (event.notification.data && event.notification.data.url) || appUrl('/');
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var origin = self.location.origin;
      for (var i = 0; i < windows.length; i++) {
        var client = windows[i];
        if (new URL(client.url).origin !== origin) continue;
        return client.focus().then(function (focused) {
          var target = focused || client;
          if (target.url === url) return target;
          return 'navigate' in target ? target.navigate(url) : clients.openWindow(url);
        });
      }
      return clients.openWindow(url);
    }),
  );
});
