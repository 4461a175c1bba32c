import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNotificationApi, setPageVisibility, stubServiceWorker, unstubServiceWorker } from '../../test/fake-notification';
import {
  createFirebasePushProvider,
  FIREBASE_UNSUPPORTED,
  PANEL_SERVICE_WORKER_MISSING,
  toPushMessage,
  type FirebaseMessagePayload,
  type FirebaseMessagingSdk,
} from './firebase-push-provider';
import { PushPermissionError, PushUnavailableError } from './push-provider';

const CONFIG = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };

function fakeSdk({ supported = true } = {}) {
  let next: ((payload: FirebaseMessagePayload) => void) | null = null;
  const off = vi.fn(() => {
    next = null;
  });
  const sdk = {
    initializeApp: vi.fn(() => 'app'),
    isSupported: vi.fn(async () => supported),
    getMessaging: vi.fn(() => 'messaging'),
    getToken: vi.fn<FirebaseMessagingSdk['getToken']>(async () => 'fcm-token-1'),
    onMessage: vi.fn((_messaging: unknown, handler: (payload: FirebaseMessagePayload) => void) => {
      next = handler;
      return off;
    }),
  } satisfies FirebaseMessagingSdk;
  return { sdk, off, push: (payload: FirebaseMessagePayload) => next?.(payload), listening: () => next !== null };
}

afterEach(() => {
  unstubServiceWorker();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPageVisibility(null);
});

describe('firebase push provider', () => {
  it('asks permission, loads the SDK once and gets a token with the VAPID key and the panel’s worker', async () => {
    const { requestPermission } = stubNotificationApi({ answer: 'granted' });
    const { registration } = stubServiceWorker();
    const { sdk } = fakeSdk();
    const load = vi.fn(async () => sdk);
    const provider = createFirebasePushProvider(CONFIG, load);
    expect(provider.kind).toBe('firebase');
    await expect(provider.getToken()).resolves.toBe('fcm-token-1');
    await provider.getToken();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.initializeApp).toHaveBeenCalledWith({ apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a' });
    expect(sdk.isSupported).toHaveBeenCalledTimes(1);
    expect(sdk.getToken).toHaveBeenCalledWith('messaging', { vapidKey: 'v', serviceWorkerRegistration: registration });
    // The very registration `ready` gave: Firebase registers no worker of its own.
    expect(sdk.getToken.mock.calls[0]![1].serviceWorkerRegistration).toBe(registration);
  });

  it('asks the SDK whether the browser can push before making the messaging instance', async () => {
    stubNotificationApi({ permission: 'granted' });
    stubServiceWorker();
    const { sdk } = fakeSdk();
    await createFirebasePushProvider(CONFIG, async () => sdk).getToken();
    expect(sdk.isSupported.mock.invocationCallOrder[0]).toBeLessThan(sdk.getMessaging.mock.invocationCallOrder[0]!);
  });

  it('is unsupported from then on when the SDK turns the browser down', async () => {
    stubNotificationApi({ permission: 'granted' });
    stubServiceWorker();
    const { sdk } = fakeSdk({ supported: false });
    const load = vi.fn(async () => sdk);
    const provider = createFirebasePushProvider(CONFIG, load);
    expect(provider.isSupported()).toBe(true);
    const error = await provider.getToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushUnavailableError);
    expect((error as Error).message).toBe(FIREBASE_UNSUPPORTED);
    expect(provider.isSupported()).toBe(false);
    expect(sdk.getMessaging).not.toHaveBeenCalled();
    await expect(provider.getToken()).rejects.toBeInstanceOf(PushUnavailableError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is unsupported, and loads nothing, without a service worker or the Push API', async () => {
    const { requestPermission } = stubNotificationApi({ permission: 'default' });
    const load = vi.fn(async () => fakeSdk().sdk);
    const provider = createFirebasePushProvider(CONFIG, load);
    expect(provider.isSupported()).toBe(false);
    await expect(provider.getToken()).rejects.toThrow(FIREBASE_UNSUPPORTED);
    stubServiceWorker();
    Reflect.deleteProperty(globalThis, 'PushManager');
    expect(provider.isSupported()).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('says clearly that the panel’s service worker is missing, rather than wait for it', async () => {
    stubNotificationApi({ permission: 'granted' });
    stubServiceWorker(null);
    const { sdk } = fakeSdk();
    const error = await createFirebasePushProvider(CONFIG, async () => sdk)
      .getToken()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushUnavailableError);
    expect((error as Error).message).toBe(PANEL_SERVICE_WORKER_MISSING);
    expect(sdk.getToken).not.toHaveBeenCalled();
  });

  it('refuses before loading anything when permission is denied', async () => {
    stubNotificationApi({ answer: 'denied' });
    stubServiceWorker();
    const load = vi.fn(async () => fakeSdk().sdk);
    await expect(createFirebasePushProvider(CONFIG, load).getToken()).rejects.toBeInstanceOf(PushPermissionError);
    expect(load).not.toHaveBeenCalled();
  });

  it('tries the SDK again after a failed load', async () => {
    stubNotificationApi({ permission: 'granted' });
    stubServiceWorker();
    const { sdk } = fakeSdk();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(sdk);
    const provider = createFirebasePushProvider(CONFIG, load);
    await expect(provider.getToken()).rejects.toThrow('offline');
    await expect(provider.getToken()).resolves.toBe('fcm-token-1');
  });

  it('passes foreground messages to onMessage until the last handler leaves', async () => {
    stubNotificationApi();
    stubServiceWorker();
    const fake = fakeSdk();
    const provider = createFirebasePushProvider(CONFIG, async () => fake.sdk);
    const handler = vi.fn();
    const off = provider.onMessage(handler);
    await vi.waitFor(() => expect(fake.listening()).toBe(true));
    fake.push({ notification: { title: 'عنوان', body: 'متن' }, data: { notificationId: 'n7' } });
    expect(handler).toHaveBeenCalledWith({ id: 'n7', title: 'عنوان', body: 'متن' });
    off();
    expect(fake.off).toHaveBeenCalledTimes(1);
  });

  it('does not start listening when the handler left before the SDK loaded', async () => {
    stubNotificationApi();
    stubServiceWorker();
    const fake = fakeSdk();
    let resolve!: (sdk: FirebaseMessagingSdk) => void;
    const provider = createFirebasePushProvider(CONFIG, () => new Promise((r) => (resolve = r)));
    const off = provider.onMessage(vi.fn());
    off();
    resolve(fake.sdk);
    await vi.waitFor(() => expect(fake.sdk.getMessaging).toHaveBeenCalled());
    // Let the pending promise callbacks run (a macrotask boundary, not a wait for time).
    await new Promise((done) => setTimeout(done, 0));
    expect(fake.sdk.onMessage).not.toHaveBeenCalled();
  });

  it('logs, without failing, when messages cannot be received', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    createFirebasePushProvider(CONFIG).onMessage(vi.fn());
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('push messages unavailable', expect.any(PushUnavailableError)));
  });

  it('relays the app’s own messages only while visible (the panel’s worker covers the background)', () => {
    stubNotificationApi();
    stubServiceWorker();
    const provider = createFirebasePushProvider(CONFIG, async () => fakeSdk().sdk);
    const handler = vi.fn();
    provider.onMessage(handler);
    provider.relay({ title: 'الف' });
    setPageVisibility('hidden');
    provider.relay({ title: 'ب' });
    expect(handler.mock.calls).toEqual([[{ title: 'الف' }]]);
  });

  it('needs a service worker to be supported', () => {
    stubNotificationApi();
    expect(createFirebasePushProvider(CONFIG).isSupported()).toBe('serviceWorker' in navigator);
    stubServiceWorker();
    expect(createFirebasePushProvider(CONFIG).isSupported()).toBe(true);
  });
});

describe('toPushMessage', () => {
  it('reads the notification block, or the data block', () => {
    expect(toPushMessage({ messageId: 'm1', notification: { title: 'ت', body: 'م' } })).toEqual({
      id: 'm1',
      title: 'ت',
      body: 'م',
    });
    expect(toPushMessage({ data: { title: 'ت', message: 'م' } })).toEqual({ id: undefined, title: 'ت', body: 'م' });
    expect(toPushMessage({})).toEqual({ id: undefined, title: undefined, body: undefined });
  });
});
