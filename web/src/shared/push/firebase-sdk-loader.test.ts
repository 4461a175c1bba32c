import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import * as realMessaging from 'firebase/messaging';
import { stubNotificationApi, stubServiceWorker, unstubServiceWorker } from '../../test/fake-notification';
import { createFirebasePushProvider, FIREBASE_UNSUPPORTED, loadFirebaseSdk } from './firebase-push-provider';

// The real modules, with getToken watched: it would reach Google's servers, and must not run here.
vi.mock('firebase/messaging', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/messaging')>();
  return { ...actual, getToken: vi.fn(actual.getToken) };
});

const CONFIG = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };

afterEach(() => {
  unstubServiceWorker();
  vi.unstubAllGlobals();
});

describe('the default Firebase loader', () => {
  it('gives the calls of the real firebase/app and firebase/messaging', async () => {
    const app = await vi.importActual<typeof import('firebase/app')>('firebase/app');
    const actual = await vi.importActual<typeof import('firebase/messaging')>('firebase/messaging');
    const sdk = await loadFirebaseSdk();
    expect(sdk.initializeApp).toBe(app.initializeApp);
    expect(sdk.isSupported).toBe(actual.isSupported);
    expect(sdk.getMessaging).toBe(actual.getMessaging);
    expect(sdk.onMessage).toBe(actual.onMessage);
    expect(sdk.getToken).toBe(realMessaging.getToken);
  });

  it('makes an app from the config without a request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { vapidKey: _vapidKey, ...options } = CONFIG;
    const created = (await loadFirebaseSdk()).initializeApp(options) as FirebaseApp;
    expect(created.options).toEqual(options);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lets the real SDK turn down a browser without IndexedDB, before any token is asked for', async () => {
    stubNotificationApi({ permission: 'granted' });
    stubServiceWorker();
    const provider = createFirebasePushProvider(CONFIG);
    expect(provider.isSupported()).toBe(true);
    await expect(provider.getToken()).rejects.toThrow(FIREBASE_UNSUPPORTED);
    expect(provider.isSupported()).toBe(false);
    expect(realMessaging.getToken).not.toHaveBeenCalled();
  });
});
