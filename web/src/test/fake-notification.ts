import { vi } from 'vitest';

/**
 * Tests: a stand-in for the browser's Notification API. `answer` is what the permission prompt gives;
 * `callbackOnly` behaves like older Safari, whose requestPermission takes a callback and returns nothing.
 */
export function stubNotificationApi({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  callbackOnly = false,
  throwOnConstruct = false,
} = {}) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const requestPermission = vi.fn((callback?: (p: NotificationPermission) => void) => {
    FakeNotification.permission = answer;
    if (callbackOnly) {
      callback?.(answer);
      return undefined;
    }
    return Promise.resolve(answer);
  });
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      if (throwOnConstruct) throw new TypeError('Illegal constructor');
      shown.push({ title, options });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { requestPermission, shown, api: FakeNotification };
}

/** Tests: makes the page hidden (or visible again) as a background tab. */
export function setPageVisibility(state: DocumentVisibilityState | null) {
  if (state === null) Reflect.deleteProperty(document, 'visibilityState');
  else Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/**
 * Tests: a browser that can push, as far as happy-dom lacks it: `navigator.serviceWorker` whose `ready` is the given
 * registration (or none registered), and the Push API's constructor. Undone by `unstubServiceWorker` and
 * `vi.unstubAllGlobals`.
 */
export function stubServiceWorker(registration: ServiceWorkerRegistration | null = { scope: '/' } as ServiceWorkerRegistration) {
  const container = {
    getRegistration: vi.fn(async () => registration ?? undefined),
    // Never settles without a registration, as in a browser.
    ready: registration ? Promise.resolve(registration) : new Promise<ServiceWorkerRegistration>(() => undefined),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  vi.stubGlobal('PushManager', class PushManager {});
  return { registration, container };
}

export function unstubServiceWorker() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
