import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMessaging, getToken } from 'firebase/messaging';
import { PUSH_TOKEN_REFRESH_MS, STORAGE_KEYS } from '@gold/contracts/constants';
import { aUser, ok, storeSession } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { renderRoute } from '../../test/render';
import { stubNotificationApi, stubServiceWorker, unstubServiceWorker } from '../../test/fake-notification';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { readRegistration, writeRegistration } from './push-storage';
import { resetPushProvider } from './select-push-provider';
import { usePushTokenRefresh } from './use-push-token-refresh';

// Stand-ins for the SDK, loaded through the provider's own default loader: FCM hands out a new token after 7 days.
vi.mock('firebase/app', () => ({ initializeApp: vi.fn(() => 'app') }));
vi.mock('firebase/messaging', () => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => 'messaging'),
  getToken: vi.fn(async () => 'fcm-new'),
  onMessage: vi.fn(() => () => undefined),
}));

function Refresher() {
  usePushTokenRefresh();
  return <h1>page</h1>;
}

const firebase = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };
const original = getRuntimeConfig();

beforeEach(() => {
  setRuntimeConfig({ push: { firebase } });
  resetPushProvider();
});

afterEach(() => {
  setRuntimeConfig({ push: original.push });
  resetPushProvider();
  unstubServiceWorker();
  vi.unstubAllGlobals();
});

describe('push token refresh through Firebase', () => {
  it('saves the token FCM gives after 7 days, got through the panel’s worker', async () => {
    stubNotificationApi({ permission: 'granted' });
    const { registration } = stubServiceWorker();
    const user = aUser({ id: 'u-1', fcmTokens: ['fcm-old'] });
    storeSession(user);
    const sent: unknown[] = [];
    server.use(
      http.get(`${API}/user-auth/profile`, () => ok(user)),
      http.post(`${API}/users/me/fcm-token`, async ({ request }) => {
        sent.push(await request.json());
        return ok({ fcmTokens: ['fcm-new'] });
      }),
    );
    const at = Date.now() - PUSH_TOKEN_REFRESH_MS - 1;
    writeRegistration({ userId: 'u-1', token: 'fcm-old', at });
    renderRoute(<Refresher />);
    await waitFor(() => expect(sent).toEqual([{ token: 'fcm-new' }]));
    expect(getMessaging).toHaveBeenCalledWith('app');
    expect(getToken).toHaveBeenCalledWith('messaging', { vapidKey: 'v', serviceWorkerRegistration: registration });
    await waitFor(() => expect(readRegistration()).toMatchObject({ userId: 'u-1', token: 'fcm-new' }));
    expect(readRegistration()!.at).toBeGreaterThan(at);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!).fcmTokens).toEqual(['fcm-new']));
  });
});
