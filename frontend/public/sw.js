/*
 * The service worker of the installable app (issue #26), hand-written, at the site's root so its scope is '/'.
 * It shows Web Push notifications and opens their link. It has NO fetch handler on purpose: every request, the API
 * above all, goes to the network exactly as without a worker, so no API answer (a member's messages, a token's
 * refusal) is ever served from a cache, and a new build is never hidden behind an old one (docs/frontend.md,
 * "The installable app and push").
 */
const DEFAULT_TITLE = 'Community Network';
const ICON = '/icons/icon-192.png';

self.addEventListener('install', () => {
  // Nothing to cache: take over at once.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** A same-site path only, so a push can never send the member elsewhere. */
function safeLink(link) {
  try {
    const url = new URL(typeof link === 'string' && link ? link : '/notifications', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/notifications', self.location.origin).href;
  } catch {
    return new URL('/notifications', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: event.data ? event.data.text() : '' };
  }
  const title = payload.title || DEFAULT_TITLE;
  const options = {
    body: payload.body || '',
    icon: ICON,
    badge: ICON,
    tag: payload.tag || undefined,
    data: { link: safeLink(payload.link || payload.url) },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || safeLink('/notifications');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open && 'navigate' in open) return open.focus().then(() => open.navigate(link));
      return self.clients.openWindow(link);
    }),
  );
});
