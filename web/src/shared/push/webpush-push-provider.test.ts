import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { server } from '../../test/msw-server';
import { setPageVisibility, stubNotificationApi } from '../../test/fake-notification';
import { PushPermissionError } from './push-provider';
import { applicationServerKey, createWebPushProvider, forgetPushSubscription } from './webpush-push-provider';

/** The server's VAPID key: an uncompressed P-256 point, 65 bytes, in base64url. */
const VAPID_KEY = `B${'A'.repeat(86)}`;
const KEYS = { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) };

/** A stand-in for the browser's PushSubscription. */
function fakeSubscription(endpoint: string, key: Uint8Array | null = applicationServerKey(VAPID_KEY)) {
  return {
    endpoint,
    options: { applicationServerKey: key?.buffer ?? null },
    toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

/** A stand-in for the service worker's registration and its PushManager. */
function stubPushManager({ existing = null as FakeSubscription | null, refuse = false } = {}) {
  const subscribe = vi.fn((options: PushSubscriptionOptionsInit) => {
    if (refuse) return Promise.reject(new DOMException('Registration failed - push service error', 'AbortError'));
    void options;
    return Promise.resolve(fakeSubscription('https://push.example/new'));
  });
  const pushManager = { getSubscription: vi.fn(() => Promise.resolve(existing)), subscribe };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  return { subscribe, pushManager };
}

/** The push-subscription endpoints as the mock answers them, recording what was sent. */
function pushSubscriptionsApi() {
  const posted: unknown[] = [];
  const deleted: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post('/users/me/push-subscriptions', async ({ request }) => {
      const body = (await request.json()) as { endpoint: string };
      posted.push(body);
      return HttpResponse.json({ success: true, message: 'ok', data: { endpoint: body.endpoint } }, { status: 201 });
    }),
    http.delete('/users/me/push-subscriptions', async ({ request }) => {
      const body = (await request.json()) as { endpoint: string };
      deleted.push({ body, authorization: request.headers.get('authorization') });
      return HttpResponse.json({ success: true, message: 'ok', data: { endpoint: body.endpoint, removed: true } });
    }),
  );
  return { posted, deleted };
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setPageVisibility(null);
});

describe('Web Push provider: getToken', () => {
  it('asks permission, subscribes to the server’s key and registers the subscription', async () => {
    const { requestPermission } = stubNotificationApi({ permission: 'default', answer: 'granted' });
    const { subscribe } = stubPushManager();
    const { posted } = pushSubscriptionsApi();
    const provider = createWebPushProvider(VAPID_KEY);
    expect(provider.kind).toBe('webpush');
    expect(await provider.getToken()).toBe('https://push.example/new');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(VAPID_KEY) });
    expect(posted).toEqual([{ endpoint: 'https://push.example/new', expirationTime: null, keys: KEYS }]);
  });

  it('registers the subscription the browser has again, without a new one', async () => {
    stubNotificationApi({ permission: 'granted' });
    const { subscribe } = stubPushManager({ existing: fakeSubscription('https://push.example/kept') });
    const { posted } = pushSubscriptionsApi();
    expect(await createWebPushProvider(VAPID_KEY).getToken()).toBe('https://push.example/kept');
    expect(subscribe).not.toHaveBeenCalled();
    expect(posted).toHaveLength(1);
  });

  it('replaces a subscription to another key', async () => {
    stubNotificationApi({ permission: 'granted' });
    const old = fakeSubscription('https://push.example/old', new Uint8Array([4, 1, 2]));
    const { subscribe } = stubPushManager({ existing: old });
    pushSubscriptionsApi();
    expect(await createWebPushProvider(VAPID_KEY).getToken()).toBe('https://push.example/new');
    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledOnce();
  });

  it('rejects with PushPermissionError when refused, subscribing nothing', async () => {
    stubNotificationApi({ permission: 'default', answer: 'denied' });
    const { subscribe } = stubPushManager();
    await expect(createWebPushProvider(VAPID_KEY).getToken()).rejects.toBeInstanceOf(PushPermissionError);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('fails when the server refuses the subscription', async () => {
    stubNotificationApi({ permission: 'granted' });
    stubPushManager();
    server.use(http.post('/users/me/push-subscriptions', () => HttpResponse.json({ success: false }, { status: 400 })));
    await expect(createWebPushProvider(VAPID_KEY).getToken()).rejects.toThrow();
  });

  it('without a push service, keeps the browser’s notifications: its device token, and a system notification while hidden', async () => {
    const { shown } = stubNotificationApi({ permission: 'granted' });
    stubPushManager({ refuse: true });
    const { posted } = pushSubscriptionsApi();
    const provider = createWebPushProvider(VAPID_KEY);
    expect(await provider.getToken()).toMatch(/^browser:/);
    expect(posted).toEqual([]);
    setPageVisibility('hidden');
    provider.relay({ id: 'n', title: 'واریز' });
    expect(shown).toEqual([expect.objectContaining({ title: 'واریز' })]);
  });

  it('subscribed, leaves a hidden panel’s notification to the service worker, and toasts an open one', async () => {
    const { shown } = stubNotificationApi({ permission: 'granted' });
    stubPushManager();
    pushSubscriptionsApi();
    const provider = createWebPushProvider(VAPID_KEY);
    await provider.getToken();
    const handler = vi.fn();
    provider.onMessage(handler);
    setPageVisibility('hidden');
    provider.relay({ id: 'n', title: 'واریز' });
    expect(shown).toEqual([]);
    expect(handler).toHaveBeenCalledWith({ id: 'n', title: 'واریز' });
  });
});

describe('Web Push at sign-out', () => {
  it('removes the subscription with the session’s token, read before the session is cleared', async () => {
    stubNotificationApi({ permission: 'granted' });
    stubPushManager({ existing: fakeSubscription('https://push.example/kept') });
    const { deleted } = pushSubscriptionsApi();
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const forgotten = forgetPushSubscription();
    localStorage.removeItem(STORAGE_KEYS.authToken);
    await forgotten;
    expect(deleted).toEqual([{ body: { endpoint: 'https://push.example/kept' }, authorization: 'Bearer token-1' }]);
  });

  it('sends nothing without a subscription or a session', async () => {
    stubNotificationApi({ permission: 'granted' });
    stubPushManager();
    const { deleted } = pushSubscriptionsApi();
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    await forgetPushSubscription();
    localStorage.removeItem(STORAGE_KEYS.authToken);
    await forgetPushSubscription();
    expect(deleted).toEqual([]);
  });
});
