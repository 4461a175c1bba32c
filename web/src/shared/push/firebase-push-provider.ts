import type { RuntimeConfig } from '../config/runtime-config';
import {
  createMessageHub,
  ensureNotificationPermission,
  notificationPermission,
  notificationSupported,
  pageHidden,
  PushUnavailableError,
  type PushMessage,
  type PushProvider,
} from './push-provider';

export type FirebasePushConfig = NonNullable<NonNullable<RuntimeConfig['push']>['firebase']>;

/** What a message from Firebase Cloud Messaging carries, as far as the panel reads it. */
export type FirebaseMessagePayload = {
  messageId?: string;
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
};

/** The few calls of `firebase/app` and `firebase/messaging` the provider uses. */
export type FirebaseMessagingSdk = {
  initializeApp(options: Omit<FirebasePushConfig, 'vapidKey'>): unknown;
  /** Whether this browser can receive FCM at all (IndexedDB that opens, Push API, cookies). */
  isSupported(): Promise<boolean>;
  getMessaging(app: unknown): unknown;
  getToken(
    messaging: unknown,
    options: { vapidKey: string; serviceWorkerRegistration: ServiceWorkerRegistration },
  ): Promise<string>;
  onMessage(messaging: unknown, next: (payload: FirebaseMessagePayload) => void): () => void;
};

/** The browser lacks what FCM needs: a service worker, the Push API, or IndexedDB (Firefox's private windows). */
export const FIREBASE_UNSUPPORTED = 'this browser cannot receive Firebase Cloud Messaging';

/**
 * The panel's own service worker (/sw.js) receives FCM's pushes as it does the mock's Web Push, so Firebase is given
 * its registration and never registers a worker of its own; without one there is nothing to subscribe with.
 */
export const PANEL_SERVICE_WORKER_MISSING =
  "push.firebase is configured, but the panel's service worker (/sw.js) is not registered";

/**
 * The SDK, in chunks of its own: imported only when config.json carries `push.firebase` and the panel first needs a
 * token or its messages: no page preloads it, and a panel configured without Firebase never downloads it.
 */
export async function loadFirebaseSdk(): Promise<FirebaseMessagingSdk> {
  const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  return {
    initializeApp: app.initializeApp,
    isSupported: messaging.isSupported,
    getMessaging: messaging.getMessaging,
    getToken: messaging.getToken,
    onMessage: messaging.onMessage,
  };
}

const serviceWorkers = (): ServiceWorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;

/** What can be known before loading the SDK; its own isSupported() adds the checks that need a promise. */
const browserCanPush = () => notificationSupported() && serviceWorkers() !== null && 'PushManager' in globalThis;

/**
 * The panel's worker once it is active. `ready` alone never settles when no worker was registered (a build or a host
 * without /sw.js), which would leave the banner's button spinning.
 */
async function panelServiceWorker(): Promise<ServiceWorkerRegistration> {
  const container = serviceWorkers();
  if (!container) throw new PushUnavailableError(FIREBASE_UNSUPPORTED);
  if (!(await container.getRegistration())) throw new PushUnavailableError(PANEL_SERVICE_WORKER_MISSING);
  return container.ready;
}

export function toPushMessage(payload: FirebaseMessagePayload): PushMessage {
  return {
    id: payload.data?.notificationId ?? payload.messageId,
    title: payload.notification?.title ?? payload.data?.title,
    body: payload.notification?.body ?? payload.data?.body ?? payload.data?.message,
  };
}

/**
 * Firebase Cloud Messaging behind the PushProvider interface. The SDK is loaded on first use only, and asked whether
 * the browser can push before anything else: a browser it turns down is unsupported from then on, and the banner hides.
 */
export function createFirebasePushProvider(
  config: FirebasePushConfig,
  load: () => Promise<FirebaseMessagingSdk> = loadFirebaseSdk,
): PushProvider {
  const { vapidKey, ...appOptions } = config;
  const hub = createMessageHub();
  let refused = false;
  const supported = () => !refused && browserCanPush();
  let connection: Promise<{ sdk: FirebaseMessagingSdk; messaging: unknown }> | null = null;
  const open = async () => {
    if (!supported()) throw new PushUnavailableError(FIREBASE_UNSUPPORTED);
    const sdk = await load();
    // getMessaging in a browser the SDK cannot serve fails later, unhandled; ask first.
    if (!(await sdk.isSupported())) {
      refused = true;
      throw new PushUnavailableError(FIREBASE_UNSUPPORTED);
    }
    return { sdk, messaging: sdk.getMessaging(sdk.initializeApp(appOptions)) };
  };
  const connect = () =>
    (connection ??= open().catch((error: unknown) => {
      connection = null;
      throw error;
    }));

  let stopSdk: (() => void) | null = null;
  let wanted = false;
  let starting = false;
  const listen = () => {
    wanted = true;
    if (stopSdk || starting) return;
    starting = true;
    connect().then(
      ({ sdk, messaging }) => {
        starting = false;
        if (wanted && !stopSdk) stopSdk = sdk.onMessage(messaging, (payload) => hub.emit(toPushMessage(payload)));
      },
      (error: unknown) => {
        starting = false;
        console.info('push messages unavailable', error);
      },
    );
  };
  const stop = () => {
    wanted = false;
    stopSdk?.();
    stopSdk = null;
  };

  return {
    kind: 'firebase',
    isSupported: supported,
    permission: notificationPermission,
    async getToken() {
      if (!supported()) throw new PushUnavailableError(FIREBASE_UNSUPPORTED);
      // Permission first, while the customer's click still counts: Safari and Firefox prompt only from a gesture.
      await ensureNotificationPermission();
      const { sdk, messaging } = await connect();
      const serviceWorkerRegistration = await panelServiceWorker();
      const token = await sdk.getToken(messaging, { vapidKey, serviceWorkerRegistration });
      if (!token) throw new PushUnavailableError('Firebase gave no token');
      return token;
    },
    onMessage(handler) {
      const unsubscribe = hub.subscribe(handler);
      listen();
      return () => {
        unsubscribe();
        if (hub.size === 0) stop();
      };
    },
    relay(message) {
      // In the background the panel's service worker shows the server's own push.
      if (!pageHidden()) hub.emit(message);
    },
  };
}
