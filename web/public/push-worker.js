// Web Push in the service worker (decision 0015), loaded into Workbox's generated worker by
// importScripts (vite.config.ts). Shows each pushed notification ({title, body, url} from the API);
// tapping one focuses a window already at its page, or opens the page.

const APP_NAME = 'Yard Sale Finder';

/** Only pages of this app are opened, whatever a payload says. */
function pageOf(url) {
  const page = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return page.origin === self.location.origin ? page.href : self.location.origin + '/';
}

function notificationOf(data) {
  try {
    const { title, body, url } = data.json();
    return { title: title || APP_NAME, body: body || '', url: pageOf(url) };
  } catch {
    return { title: APP_NAME, body: '', url: pageOf('/messages') };
  }
}

self.addEventListener('push', (event) => {
  if (!event.data) return;
  const { title, body, url } = notificationOf(event.data);
  // One notification per page (a conversation): a newer message replaces the older one, and rings again.
  const options = { body, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', tag: url, renotify: true, data: { url } };
  event.waitUntil(self.registration.showNotification(title, options));
});

async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = windows.find((client) => client.url === url);
  return there ? there.focus() : self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageOf(event.notification.data && event.notification.data.url)));
});
