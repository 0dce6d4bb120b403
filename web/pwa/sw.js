/* Takt service worker: cached app files, an offline page, and updates
   that wait until the user agrees (the app posts SKIP_WAITING from its update snackbar).
   The build replaces __BUILD__ and __PRECACHE__ (see vite.pwa.ts). */
const BUILD = '__BUILD__';
const PRECACHE = __PRECACHE__;
const CACHE = `takt-${BUILD}`;
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([OFFLINE, ...PRECACHE])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('takt-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || /^\/(api|odata|hub)\//i.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // The app first, the cached shell when the network fails, else the offline page.
    event.respondWith(fetch(request).catch(() => caches.match('/index.html').then((shell) => shell || caches.match(OFFLINE))));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: the cache answers, the network fills it.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return res;
          }),
      ),
    );
  }
});

// Web push (decision 0058): the payload is the bell message { id, tag, title, text }. The
// notification shows it; open app windows reload their bell.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { text: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(data.title || 'Takt', {
        body: data.text || '',
        tag: data.tag || undefined,
        icon: '/icon-192.png',
        data: { id: data.id },
      }),
      self.clients
        .matchAll({ type: 'window' })
        .then((windows) => windows.forEach((w) => w.postMessage({ type: 'PUSH_MESSAGE', id: data.id }))),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => (windows[0] ? windows[0].focus() : self.clients.openWindow('/'))),
  );
});
