import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPushProvider } from './browser-push-provider';
import { setPageVisibility, stubNotificationApi } from '../../test/fake-notification';
import { PushPermissionError, PushUnavailableError } from './push-provider';
import { PUSH_STORAGE_KEYS } from './push-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPageVisibility(null);
});

describe('browser push provider: getToken', () => {
  it('asks permission, then gives a stable device token kept in localStorage', async () => {
    const { requestPermission } = stubNotificationApi({ permission: 'default', answer: 'granted' });
    const provider = createBrowserPushProvider();
    expect(provider.kind).toBe('browser');
    expect(provider.permission()).toBe('default');
    const token = await provider.getToken();
    expect(token).toMatch(/^browser:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem(PUSH_STORAGE_KEYS.deviceToken)).toBe(token);
    expect(await createBrowserPushProvider().getToken()).toBe(token);
    // Granted once: not asked again.
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(provider.permission()).toBe('granted');
  });

  it('makes a UUID without crypto.randomUUID (plain http)', async () => {
    stubNotificationApi({ permission: 'granted' });
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      expect(await createBrowserPushProvider().getToken()).toMatch(/^browser:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });

  it('works with the callback form of requestPermission', async () => {
    stubNotificationApi({ callbackOnly: true, answer: 'granted' });
    await expect(createBrowserPushProvider().getToken()).resolves.toMatch(/^browser:/);
  });

  it.each(['denied', 'default'] as const)('rejects with PushPermissionError when the prompt answers %s', async (answer) => {
    stubNotificationApi({ answer });
    const error = await createBrowserPushProvider().getToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushPermissionError);
    expect((error as PushPermissionError).permission).toBe(answer);
    expect(localStorage.getItem(PUSH_STORAGE_KEYS.deviceToken)).toBeNull();
  });

  it('does not prompt again once denied', async () => {
    const { requestPermission } = stubNotificationApi({ permission: 'denied' });
    await expect(createBrowserPushProvider().getToken()).rejects.toBeInstanceOf(PushPermissionError);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('is unsupported without a Notification API', async () => {
    const provider = createBrowserPushProvider();
    expect(provider.isSupported()).toBe(false);
    expect(provider.permission()).toBe('unsupported');
    await expect(provider.getToken()).rejects.toBeInstanceOf(PushUnavailableError);
  });
});

describe('browser push provider: relay', () => {
  const message = { id: 'n1', title: 'واریز', body: 'انجام شد' };

  it('hands a message to onMessage while the page is visible', () => {
    const { shown } = stubNotificationApi({ permission: 'granted' });
    const provider = createBrowserPushProvider();
    const handler = vi.fn();
    const off = provider.onMessage(handler);
    provider.relay(message);
    expect(handler).toHaveBeenCalledWith(message);
    expect(shown).toEqual([]);
    off();
    provider.relay(message);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('shows a system notification while the page is hidden and permission is granted', () => {
    const { shown } = stubNotificationApi({ permission: 'granted' });
    setPageVisibility('hidden');
    const provider = createBrowserPushProvider();
    const handler = vi.fn();
    provider.onMessage(handler);
    provider.relay(message);
    provider.relay({ body: 'بی‌عنوان' });
    expect(shown).toEqual([
      { title: 'واریز', options: expect.objectContaining({ body: 'انجام شد', tag: 'n1', dir: 'rtl', lang: 'fa' }) },
      { title: 'اعلان جدید', options: expect.objectContaining({ body: 'بی‌عنوان' }) },
    ]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('falls back to onMessage while hidden without permission, or when the browser refuses to construct one', () => {
    stubNotificationApi({ permission: 'denied' });
    setPageVisibility('hidden');
    const handler = vi.fn();
    const provider = createBrowserPushProvider();
    provider.onMessage(handler);
    provider.relay(message);
    expect(handler).toHaveBeenCalledTimes(1);

    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    stubNotificationApi({ permission: 'granted', throwOnConstruct: true });
    provider.relay(message);
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
