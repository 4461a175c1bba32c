import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Notification } from '@gold/contracts/notifications';
import type { WebPushPayload } from '@gold/contracts/push';
import { pushUrlForNotification } from '@gold/contracts/rules/notification-routes';
import { expect, test } from '../fixtures';

/** Waits until the panel's service worker (web/src/sw.ts) is activated, its precache filled; answers its state. */
const serviceWorkerActive = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
    }
    return { state: worker.state };
  });

/** What the mock sends for a notification (mock-server/src/realtime/web-push.ts `pushPayloadOf`). */
const payloadOf = (notification: Notification): WebPushPayload => ({
  id: notification.id,
  title: notification.title,
  body: notification.message,
  type: notification.type,
  url: pushUrlForNotification(notification.type, notification.data),
});

type Shown = { title: string; body: string; tag: string; dir: string; lang: string; data: unknown };
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n): Shown => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      dir: n.dir,
      lang: n.lang,
      data: n.data as unknown,
    }));
  });

/** Delivers a push to the panel's service worker through the DevTools protocol, as a push service would. */
async function deliverPush(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  await cdp.detach();
}

test('the panel installs: a Persian, right-to-left manifest whose icons load', async ({ page, request }) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as {
    name: string;
    lang: string;
    dir: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'پنل طلا', lang: 'fa', dir: 'rtl', start_url: '/', scope: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === purpose)).toBe(true);
    }
  }
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('a repeat visit starts from the cache with the network off, and says the connection is lost', async ({
  page,
  context,
  signIn,
}) => {
  await signIn({ name: 'پریسا نصب‌شده' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  expect(await serviceWorkerActive(page)).toMatchObject({ state: 'activated' });
  // The worker takes the pages it loads from the next one on: it never claims a page already open.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'منوی اصلی' })).toBeVisible();
  await expect(page.getByLabel('اتصال قیمت لحظه‌ای: آفلاین').first()).toBeVisible();
  // The API and config.json are never answered from the cache, not even now.
  const reach = (path: string) =>
    page.evaluate(
      (p) =>
        fetch(p).then(
          () => 'answered',
          () => 'failed',
        ),
      path,
    );
  expect(await reach('/config.json')).toBe('failed');
  expect(await reach('/gold-price')).toBe('failed');
  expect(await reach('/users/me/push-subscriptions')).toBe('failed');
  await context.setOffline(false);
});

test.describe('a push to the closed panel', { tag: '@notification-api' }, () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['notifications']);
  });

  test('the mock’s Web Push for a console notification shows in Persian and names its page', async ({
    page,
    control,
    signIn,
  }) => {
    const user = await signIn();
    await page.goto('/');
    await serviceWorkerActive(page);
    const notification = await control.notify(user.localMobile, {
      type: 'transaction',
      title: 'واریز تأیید شد',
      message: 'مبلغ ۵۰۰٬۰۰۰ تومان به کیف پول شما واریز شد',
    });
    await deliverPush(page, JSON.stringify(payloadOf(notification)));
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'واریز تأیید شد',
          body: 'مبلغ ۵۰۰٬۰۰۰ تومان به کیف پول شما واریز شد',
          tag: notification.id,
          dir: 'rtl',
          lang: 'fa',
          data: { url: '/wallets' },
        },
      ]);
  });

  test('a Firebase message shows the same way, its page from its type', async ({ page }) => {
    await page.goto('/auth');
    await serviceWorkerActive(page);
    const fcm = {
      notification: { title: '', body: 'پاسخ تیکت شما رسید' },
      data: { id: 'n-77', type: 'ticket', ticketId: 't-9' },
      fcmMessageId: 'm-1',
    };
    await deliverPush(page, JSON.stringify(fcm));
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'اعلان جدید',
          body: 'پاسخ تیکت شما رسید',
          tag: 'n-77',
          dir: 'rtl',
          lang: 'fa',
          data: { url: '/tickets?ticket=t-9' },
        },
      ]);
  });

  test.describe(() => {
    test.use({ pushInvitation: true });
    test('enabling push registers this browser’s subscription with the mock, and signing out removes it', async ({
      page,
      signIn,
    }) => {
      // Chromium's own subscribe needs Google's push service, out of reach here: a stand-in PushManager answers with a
      // subscription as a browser gives it, and everything after it (the panel, the mock) is real.
      const keys = {
        p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      };
      await page.addInitScript((keys) => {
        const endpoint = `https://push.example.test/${crypto.randomUUID()}`;
        const subscription = {
          endpoint,
          options: { applicationServerKey: null },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: () => Promise.resolve(true),
        };
        let subscribed = false;
        PushManager.prototype.subscribe = function () {
          subscribed = true;
          return Promise.resolve(subscription as unknown as PushSubscription);
        };
        PushManager.prototype.getSubscription = function () {
          return Promise.resolve(subscribed ? (subscription as unknown as PushSubscription) : null);
        };
      }, keys);
      await signIn();
      await page.goto('/');
      await serviceWorkerActive(page);
      const invitation = page.getByRole('dialog', { name: 'از رویدادهای حساب خود فوراً باخبر شوید' });
      const registered = page.waitForResponse(
        (r) => r.url().endsWith('/users/me/push-subscriptions') && r.request().method() === 'POST',
      );
      await invitation.getByRole('button', { name: 'فعال‌سازی' }).click();
      expect((await registered).status()).toBe(201);
      await expect(page.locator('.Toastify').getByText('اعلان‌ها فعال شد')).toBeVisible();

      const removed = page.waitForResponse(
        (r) => r.url().endsWith('/users/me/push-subscriptions') && r.request().method() === 'DELETE',
      );
      await page.getByRole('button', { name: 'منوی کاربر' }).click();
      await page.getByRole('menuitem', { name: 'خروج' }).click();
      const answer = await removed;
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { data: { removed: boolean } }).data.removed).toBe(true);
    });
  });
});
