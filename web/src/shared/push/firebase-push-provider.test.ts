import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNotificationApi, setPageVisibility } from '../../test/fake-notification';
import {
  createFirebasePushProvider,
  FIREBASE_SDK_MISSING,
  toPushMessage,
  type FirebaseMessagePayload,
  type FirebaseMessagingSdk,
} from './firebase-push-provider';
import { PushPermissionError, PushUnavailableError } from './push-provider';

const CONFIG = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };

function fakeSdk() {
  let next: ((payload: FirebaseMessagePayload) => void) | null = null;
  const off = vi.fn(() => {
    next = null;
  });
  const sdk = {
    initializeApp: vi.fn(() => 'app'),
    getMessaging: vi.fn(() => 'messaging'),
    getToken: vi.fn(async () => 'fcm-token-1'),
    onMessage: vi.fn((_messaging: unknown, handler: (payload: FirebaseMessagePayload) => void) => {
      next = handler;
      return off;
    }),
  } satisfies FirebaseMessagingSdk;
  return { sdk, off, push: (payload: FirebaseMessagePayload) => next?.(payload), listening: () => next !== null };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPageVisibility(null);
});

describe('firebase push provider', () => {
  it('asks permission, loads the SDK once and gets a token with the VAPID key', async () => {
    const { requestPermission } = stubNotificationApi({ answer: 'granted' });
    const { sdk } = fakeSdk();
    const load = vi.fn(async () => sdk);
    const provider = createFirebasePushProvider(CONFIG, load);
    expect(provider.kind).toBe('firebase');
    await expect(provider.getToken()).resolves.toBe('fcm-token-1');
    await provider.getToken();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.initializeApp).toHaveBeenCalledWith({ apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a' });
    expect(sdk.getToken).toHaveBeenCalledWith('messaging', { vapidKey: 'v' });
  });

  it('refuses before loading anything when permission is denied', async () => {
    stubNotificationApi({ answer: 'denied' });
    const load = vi.fn(async () => fakeSdk().sdk);
    await expect(createFirebasePushProvider(CONFIG, load).getToken()).rejects.toBeInstanceOf(PushPermissionError);
    expect(load).not.toHaveBeenCalled();
  });

  it('says clearly that the SDK is not in this build', async () => {
    stubNotificationApi({ permission: 'granted' });
    const error = await createFirebasePushProvider(CONFIG).getToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushUnavailableError);
    expect((error as Error).message).toBe(FIREBASE_SDK_MISSING);
  });

  it('tries the SDK again after a failed load', async () => {
    stubNotificationApi({ permission: 'granted' });
    const { sdk } = fakeSdk();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(sdk);
    const provider = createFirebasePushProvider(CONFIG, load);
    await expect(provider.getToken()).rejects.toThrow('offline');
    await expect(provider.getToken()).resolves.toBe('fcm-token-1');
  });

  it('passes foreground messages to onMessage until the last handler leaves', async () => {
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

  it('relays the app’s own messages only while visible (Firebase’s worker covers the background)', () => {
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
  });
});

describe('toPushMessage', () => {
  it('reads the notification block, or the data block', () => {
    expect(toPushMessage({ messageId: 'm1', notification: { title: 'ت', body: 'م' } })).toEqual({ id: 'm1', title: 'ت', body: 'م' });
    expect(toPushMessage({ data: { title: 'ت', message: 'م' } })).toEqual({ id: undefined, title: 'ت', body: 'م' });
    expect(toPushMessage({})).toEqual({ id: undefined, title: undefined, body: undefined });
  });
});
