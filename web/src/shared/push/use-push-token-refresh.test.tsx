import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_TOKEN_REFRESH_MS, STORAGE_KEYS } from '@gold/contracts/constants';
import type { User } from '@gold/contracts/profile';
import { setRuntimeConfig } from '../config/runtime-config';
import { aUser, fail, ok, storeSession } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { renderRoute } from '../../test/render';
import { stubNotificationApi } from '../../test/fake-notification';
import { readRegistration, writeRegistration } from './push-storage';
import { resetPushProvider } from './select-push-provider';
import { usePushTokenRefresh } from './use-push-token-refresh';

function Refresher() {
  usePushTokenRefresh();
  return <h1>page</h1>;
}

const DAY = 24 * 60 * 60_000;
const TOKEN = 'browser:11111111-1111-4111-8111-111111111111';

/** A signed-in customer with a stored token on this browser; returns the profile and token calls. */
function signedIn(user: User) {
  storeSession(user);
  localStorage.setItem('push_device_token', TOKEN);
  const calls = { profile: 0, tokens: [] as unknown[] };
  server.use(
    http.get(`${API}/user-auth/profile`, () => {
      calls.profile++;
      return ok(user);
    }),
    http.post(`${API}/users/me/fcm-token`, async ({ request }) => {
      calls.tokens.push(await request.json());
      return ok({ fcmTokens: [TOKEN] });
    }),
  );
  return calls;
}

beforeEach(() => {
  resetPushProvider();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = aUser({ id: 'u-1', fcmTokens: ['from-before'] });

describe('push token refresh', () => {
  it('registers the token again once the last registration is 7 days old', async () => {
    stubNotificationApi({ permission: 'granted' });
    const calls = signedIn(user);
    const at = Date.now() - PUSH_TOKEN_REFRESH_MS - 1;
    writeRegistration({ userId: 'u-1', token: TOKEN, at });
    renderRoute(<Refresher />);
    await waitFor(() => expect(calls.tokens).toEqual([{ token: TOKEN }]));
    await waitFor(() => expect(readRegistration()!.at).toBeGreaterThan(at));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!).fcmTokens).toEqual([TOKEN]));
  });

  it.each([
    ['the registration is recent', () => writeRegistration({ userId: 'u-1', token: TOKEN, at: Date.now() - 6 * DAY }), 'granted'],
    ['it was another customer’s', () => writeRegistration({ userId: 'u-2', token: TOKEN, at: 0 }), 'granted'],
    ['this browser never registered', () => undefined, 'granted'],
    ['permission is no longer granted', () => writeRegistration({ userId: 'u-1', token: TOKEN, at: 0 }), 'denied'],
  ] as [string, () => void, NotificationPermission][])('does nothing when %s', async (_name, arrange, permission) => {
    const { requestPermission } = stubNotificationApi({ permission });
    const calls = signedIn(user);
    arrange();
    renderRoute(<Refresher />);
    await waitFor(() => expect(calls.profile).toBe(1));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!).fcmTokens).toEqual(['from-before']));
    expect(calls.tokens).toEqual([]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('does nothing for a customer without tokens (the banner asks them)', async () => {
    stubNotificationApi({ permission: 'granted' });
    const calls = signedIn(aUser({ id: 'u-1', fcmTokens: [] }));
    writeRegistration({ userId: 'u-1', token: TOKEN, at: 0 });
    renderRoute(<Refresher />);
    await waitFor(() => expect(calls.profile).toBe(1));
    expect(calls.tokens).toEqual([]);
  });

  it('only logs a failed refresh', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    stubNotificationApi({ permission: 'granted' });
    signedIn(user);
    server.use(http.post(`${API}/users/me/fcm-token`, () => fail(500, 'INTERNAL_ERROR')));
    writeRegistration({ userId: 'u-1', token: TOKEN, at: 0 });
    renderRoute(<Refresher />);
    await waitFor(() => expect(info).toHaveBeenCalledWith('push token refresh failed', expect.anything()));
    expect(readRegistration()!.at).toBe(0);
  });
});

describe('Web Push renewal', () => {
  const VAPID_KEY = `B${'A'.repeat(86)}`;

  afterEach(() => {
    setRuntimeConfig({ push: undefined });
    // The Web Push provider made from this config must not be the next file's (one module graph per worker).
    resetPushProvider();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  /** The browser's subscription, a stand-in, and the server's record of what was registered. */
  function subscribed(permission: NotificationPermission) {
    stubNotificationApi({ permission });
    setRuntimeConfig({ push: { provider: 'webpush', vapidPublicKey: VAPID_KEY } });
    const endpoint = 'https://push.example/kept';
    const subscription = {
      endpoint,
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) } }),
    };
    const registration = { pushManager: { getSubscription: () => Promise.resolve(subscription), subscribe: vi.fn() } };
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
    });
    const posted: unknown[] = [];
    server.use(
      http.post(`${API}/users/me/push-subscriptions`, async ({ request }) => {
        posted.push(await request.json());
        return ok({ endpoint });
      }),
    );
    return posted;
  }

  it('registers this browser’s subscription again at start when permission is granted', async () => {
    const posted = subscribed('granted');
    signedIn(aUser({ id: 'u-2', fcmTokens: [] }));
    renderRoute(<Refresher />);
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ endpoint: 'https://push.example/kept' })]));
  });

  it('asks nothing and sends nothing without permission', async () => {
    const posted = subscribed('default');
    signedIn(aUser({ id: 'u-3', fcmTokens: [] }));
    renderRoute(<Refresher />);
    expect(await screen.findByRole('heading', { name: 'page' })).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
