import { STORAGE_KEYS } from '@gold/contracts/constants';
import type { PushSubscriptionRequest } from '@gold/contracts/push';
import { storage } from '../lib/storage';
import { registerPushSubscription } from './api/register-push-subscription';
import { createBrowserPushProvider } from './browser-push-provider';
import { unregisterPushSubscription } from './api/unregister-push-subscription';
import {
  createMessageHub,
  ensureNotificationPermission,
  notificationPermission,
  notificationSupported,
  PushPermissionError,
  PushUnavailableError,
  type PushProvider,
} from './push-provider';

/** How long a push subscription waits for the panel's service worker before it gives up. */
const SERVICE_WORKER_WAIT_MS = 10_000;

const pushSupported = () =>
  notificationSupported() && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in globalThis;

/** The panel's service worker (src/sw.ts), once it is active; none in Vite's dev server, where this gives up. */
function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushUnavailableError('the service worker is not active')), SERVICE_WORKER_WAIT_MS);
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The VAPID key (base64url) as the bytes `pushManager.subscribe` takes in every browser. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
};

/**
 * This browser's subscription to the server's key: the one it has, or a new one. A subscription to another key (the
 * server's key changed) is replaced, or the push service would refuse the server's pushes.
 */
async function subscription(vapidPublicKey: string): Promise<PushSubscription> {
  const { pushManager } = await serviceWorkerReady();
  const key = applicationServerKey(vapidPublicKey);
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  if (existing) await existing.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Standard Web Push (RFC 8030) to the server's VAPID key: the panel's service worker shows each push, also while the
 * panel is closed. The token the spec's POST /users/me/fcm-token keeps is the subscription's endpoint, so the push
 * banner reads it as before.
 *
 * Where the browser cannot subscribe (no Push API: Safari on an iPhone before the panel is installed; or its push
 * service is out of reach), the customer still gets what the browser provider gives, notifications while the panel is
 * open, under that provider's token, rather than an error for something they cannot change.
 */
export function createWebPushProvider(vapidPublicKey: string): PushProvider {
  const hub = createMessageHub();
  const browser = createBrowserPushProvider();
  let subscribed = false;
  return {
    kind: 'webpush',
    isSupported: notificationSupported,
    permission: notificationPermission,
    async getToken() {
      await ensureNotificationPermission();
      let endpoint: string | null = null;
      try {
        if (pushSupported()) {
          const current = await subscription(vapidPublicKey);
          endpoint = current.endpoint;
          await registerPushSubscription(current.toJSON() as PushSubscriptionRequest);
        }
      } catch (error) {
        // The server refusing the subscription is a failure to report; the browser's own is not the customer's.
        if (endpoint !== null || error instanceof PushPermissionError) throw error;
        console.info('no push subscription in this browser: notifications while the panel is open', error);
      }
      subscribed = endpoint !== null;
      return endpoint ?? browser.getToken();
    },
    onMessage: (handler) => {
      const stopOwn = hub.subscribe(handler);
      const stopBrowser = browser.onMessage(handler);
      return () => {
        stopOwn();
        stopBrowser();
      };
    },
    // Subscribed, a hidden panel shows nothing itself: the server's push for the same notification reaches the
    // service worker, which shows it. An open one shows its toast.
    relay: (message) => (subscribed ? hub.emit(message) : browser.relay(message)),
  };
}

/**
 * At sign-out, called before the session is cleared: the server stops sending this browser the customer's
 * notifications. The subscription itself stays, for whoever signs in next here. Best effort: a sign-out never waits.
 */
export function forgetPushSubscription(): Promise<void> {
  // Read now, before any await: the sign-out that follows clears it.
  const accessToken = storage.get(STORAGE_KEYS.authToken);
  if (!accessToken || !pushSupported()) return Promise.resolve();
  return unregister(accessToken);
}

async function unregister(accessToken: string): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const current = await registration?.pushManager.getSubscription();
    if (current) await unregisterPushSubscription({ endpoint: current.endpoint }, accessToken);
  } catch (error) {
    console.info('the push subscription was not removed', error);
  }
}
