import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startDeployment } from '../deployment';
import { Control, expect, storeSession, test } from '../fixtures';
import { startE2ePushService } from '../push-service';

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

type Shown = { title: string; body: string; tag: string; dir: string; lang: string; data: unknown };
/** The notifications the panel's service worker shows, asked from a page of the panel. */
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

/**
 * Makes `pushManager.subscribe` answer `subscription`. Chromium's own needs Google's push service, out of reach here;
 * everything after it (the panel, the mock, the push service, the worker) is real.
 */
const stubPushManager = (page: Page, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  page.addInitScript(({ endpoint, keys }) => {
    const made = {
      endpoint,
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: () => Promise.resolve(true),
    };
    let subscribed = false;
    PushManager.prototype.subscribe = function () {
      subscribed = true;
      return Promise.resolve(made as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(subscribed ? (made as unknown as PushSubscription) : null);
    };
  }, subscription);

/** Says yes to the invitation to push on the page open, and waits until the mock has the subscription. */
async function enablePush(page: Page) {
  const invitation = page.getByRole('dialog', { name: 'از رویدادهای حساب خود فوراً باخبر شوید' });
  const registered = page.waitForResponse(
    (r) => r.url().endsWith('/users/me/push-subscriptions') && r.request().method() === 'POST',
  );
  await invitation.getByRole('button', { name: 'فعال‌سازی' }).click();
  expect((await registered).status()).toBe(201);
  await expect(page.locator('.Toastify').getByText('اعلان‌ها فعال شد')).toBeVisible();
}

/**
 * Delivers a push to the panel's service worker through the DevTools protocol, as the browser does with one its push
 * service relays. `page` is any page of the context: the panel's own may be closed.
 */
async function deliverPush(page: Page, origin: string, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
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

test('Chromium finds the panel installable: its manifest, icons and service worker meet the criteria', async ({ page }) => {
  await page.goto('/auth');
  await serviceWorkerActive(page);
  // What Lighthouse's installability audit asked of DevTools (Lighthouse 12 dropped that audit with its PWA category).
  const cdp = await page.context().newCDPSession(page);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
});

test('a new version waits for the customer: «نسخه جدید آماده است», and only their reload takes it', async ({
  page,
  context,
  playwright,
}) => {
  const deployment = await startDeployment();
  const api = await playwright.request.newContext({ baseURL: deployment.baseURL });
  try {
    const control = new Control(api);
    const user = await control.createUser();
    await storeSession(page, await control.signInTokens(user.localMobile, user.password));
    const dashboard = page.getByRole('heading', { level: 1, name: 'داشبورد' });
    await page.goto(`${deployment.baseURL}/`);
    await serviceWorkerActive(page);
    await page.reload();
    await expect(dashboard).toBeVisible();

    deployment.deployNextWorker("self.panelVersion = 'next';");
    // The browser looks for a new worker as the customer moves around the panel; the test asks at once.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.locator('.Toastify').getByText('نسخه جدید آماده است');
    await expect(prompt).toBeVisible();
    // Nothing was swapped: the page runs on the version it opened with, and the new one waits.
    const versions = () =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        return { waiting: registration.waiting?.state ?? null, controlled: navigator.serviceWorker.controller !== null };
      });
    expect(await versions()).toEqual({ waiting: 'installed', controlled: true });
    await expect(dashboard).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await page.locator('.Toastify').getByRole('button', { name: 'بارگذاری دوباره' }).click();
    await reloaded;
    await expect(dashboard).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(await versions()).toEqual({ waiting: null, controlled: true });
    const running = await Promise.all(
      context.serviceWorkers().map((worker) =>
        worker.evaluate(() => {
          const scope = self as unknown as { panelVersion?: string; serviceWorker: ServiceWorker };
          return { version: scope.panelVersion ?? 'first', state: scope.serviceWorker.state };
        }),
      ),
    );
    expect(running).toContainEqual({ version: 'next', state: 'activated' });
  } finally {
    await api.dispose();
    await deployment.close();
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

  test('a Firebase message shows the same way, its page from its type', async ({ page }) => {
    await page.goto('/auth');
    await serviceWorkerActive(page);
    const origin = new URL(page.url()).origin;
    const fcm = {
      notification: { title: '', body: 'پاسخ تیکت شما رسید' },
      data: { id: 'n-77', type: 'ticket', ticketId: 't-9' },
      fcmMessageId: 'm-1',
    };
    await deliverPush(page, origin, JSON.stringify(fcm));
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
    test('a console notification reaches the closed panel: the mock pushes it and the worker shows it in Persian', async ({
      page,
      context,
      baseURL,
      control,
      signIn,
    }) => {
      const service = await startE2ePushService();
      try {
        const config = (await (await page.request.get('/config.json')).json()) as { push: { vapidPublicKey: string } };
        const device = service.device(config.push.vapidPublicKey);
        await stubPushManager(page, device.subscription);
        const user = await signIn();
        await page.goto('/');
        await serviceWorkerActive(page);
        await enablePush(page);

        // The customer closes the panel; only the browser and its service worker remain.
        const elsewhere = await context.newPage();
        await page.close();
        const notification = await control.notify(user.localMobile, {
          type: 'transaction',
          title: 'واریز تأیید شد',
          message: 'مبلغ ۵۰۰٬۰۰۰ تومان به کیف پول شما واریز شد',
        });
        // The stand-in checked the mock's VAPID signature and decrypted the push with the device's keys.
        const push = await device.next();
        expect(push.payload).toMatchObject({ id: notification.id, title: 'واریز تأیید شد' });
        await deliverPush(elsewhere, baseURL!, JSON.stringify(push.payload));
        // Shown while no page of the panel was open; read once the customer opens it again.
        await elsewhere.goto('/auth');
        await expect
          .poll(() => shownNotifications(elsewhere))
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
      } finally {
        await service.close();
      }
    });

    test('enabling push registers this browser’s subscription with the mock, and signing out removes it', async ({
      page,
      signIn,
    }) => {
      await stubPushManager(page, {
        endpoint: `https://push.example.test/${crypto.randomUUID()}`,
        keys: {
          p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      });
      await signIn();
      await page.goto('/');
      await serviceWorkerActive(page);
      await enablePush(page);

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
