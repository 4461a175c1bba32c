/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { API_PATH_PREFIXES } from '@gold/contracts/constants';
import { clickTarget, parsePushText, readPushMessage } from './shared/push/push-message';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The shell, the hashed assets and the route pages (web/pwa.ts), so a repeat visit starts from the cache. No
// skipWaiting or clientsClaim here: a new version waits until the customer chooses to reload (SKIP_WAITING below).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * What is never answered from the cache, not even as a fallback: the API and the realtime socket (a customer must never
 * see a stale balance), the mock's control pages, and config.json (per deployment). The worker does not take these
 * requests at all, so they go to the network as if it were not there.
 */
const NETWORK_ONLY = [...API_PATH_PREFIXES, '/config.json'].map(
  (prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
);

/** A navigation gets its route's page as the build wrote it (web/pwa.ts `pageUrl`), or index.html for any other path. */
const routePage = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => (await matchPrecache(routePage(url.pathname))) ?? (await matchPrecache('/')) ?? fetch(request),
    { denylist: NETWORK_ONLY },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// One handler for the mock's Web Push and Firebase Cloud Messaging alike (shared/push/push-message.ts).
self.addEventListener('push', (event) => {
  const message = readPushMessage(parsePushText(event.data?.text() ?? null));
  const options: NotificationOptions & { badge?: string } = {
    body: message.body,
    dir: 'rtl',
    lang: 'fa',
    icon: '/pwa-192x192.png',
    badge: '/pwa-maskable-192x192.png',
    data: { url: message.url },
  };
  if (message.id) options.tag = message.id;
  event.waitUntil(self.registration.showNotification(message.title, options));
});

/** A click focuses an open panel and takes it to the notification's page, or opens the panel there. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const target = clickTarget(typeof url === 'string' ? url : '', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const panel = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (panel) {
        const focused = await panel.focus();
        // Only a window this worker controls can be navigated from here; another opens afresh.
        const navigated = await focused.navigate(target).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
