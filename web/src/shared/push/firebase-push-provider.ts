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
  getMessaging(app: unknown): unknown;
  getToken(messaging: unknown, options: { vapidKey: string }): Promise<string>;
  onMessage(messaging: unknown, next: (payload: FirebaseMessagePayload) => void): () => void;
};

export const FIREBASE_SDK_MISSING =
  'push.firebase is configured, but the Firebase SDK is not part of this build: install `firebase`, load it in ' +
  'loadFirebaseSdk (firebase-push-provider.ts) and serve firebase-messaging-sw.js';

/**
 * The Firebase SDK is not a dependency of this build, so the default loader refuses with a clear error.
 * With `firebase` installed it becomes:
 *   const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
 *   return { initializeApp: app.initializeApp, ...messaging };
 */
export const loadFirebaseSdk = (): Promise<FirebaseMessagingSdk> => Promise.reject(new PushUnavailableError(FIREBASE_SDK_MISSING));

export function toPushMessage(payload: FirebaseMessagePayload): PushMessage {
  return {
    id: payload.data?.notificationId ?? payload.messageId,
    title: payload.notification?.title ?? payload.data?.title,
    body: payload.notification?.body ?? payload.data?.body ?? payload.data?.message,
  };
}

/** Firebase Cloud Messaging behind the PushProvider interface. The SDK is loaded on first use only. */
export function createFirebasePushProvider(config: FirebasePushConfig, load: () => Promise<FirebaseMessagingSdk> = loadFirebaseSdk): PushProvider {
  const { vapidKey, ...appOptions } = config;
  const hub = createMessageHub();
  let connection: Promise<{ sdk: FirebaseMessagingSdk; messaging: unknown }> | null = null;
  const connect = () =>
    (connection ??= load()
      .then((sdk) => ({ sdk, messaging: sdk.getMessaging(sdk.initializeApp(appOptions)) }))
      .catch((error: unknown) => {
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
    isSupported: () => notificationSupported() && typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    permission: notificationPermission,
    async getToken() {
      await ensureNotificationPermission();
      const { sdk, messaging } = await connect();
      const token = await sdk.getToken(messaging, { vapidKey });
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
      // In the background Firebase's service worker shows the server's own push.
      if (!pageHidden()) hub.emit(message);
    },
  };
}
