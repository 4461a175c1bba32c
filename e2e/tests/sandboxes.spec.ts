import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { okMessageSchema } from '@gold/contracts/common';
import type { ControlSandbox } from '@gold/contracts/control';
import { notificationListResponseSchema } from '@gold/contracts/notifications';
import { walletListResponseSchema } from '@gold/contracts/wallets';
import {
  buyGold,
  Control,
  expect,
  expectNoSidewaysScroll,
  keepScreenshot,
  storeSession,
  test,
  uniqueMobile,
  type Session,
} from '../fixtures';

// Two salespeople on one demo server, each in a sandbox of their own: what one does never reaches the other, nor the
// default world the rest of the suite runs in.

const PRICE = { buyPrice: 7_850_000, sellPrice: 7_780_000 };
const marketChip = (page: Page) => page.getByText(/^بازار (باز|بسته) است$/).first();

/** A browser of its own, like a second salesperson's laptop or the prospect's phone. */
async function newBrowserContext(browser: Browser, baseURL: string, phone = false): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    ...(phone
      ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 800 } }),
  });
  await context.addInitScript(() => localStorage.setItem('push_invite_dismissed', '1'));
  return context;
}

type Demo = { sandbox: ControlSandbox; context: BrowserContext; page: Page; control: Control; session: Session };

/**
 * A browser entered into `sandbox` through its URL, its control API (the context's requests carry the cookie) set up
 * as a demo begins, and a customer of that sandbox signed in on the dashboard.
 */
async function enter(browser: Browser, baseURL: string, sandbox: ControlSandbox, mobile: string, name: string): Promise<Demo> {
  const context = await newBrowserContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(new URL(sandbox.entryUrl).pathname);
  const control = new Control(context.request);
  await control.setMarket('open');
  await control.setPrice(PRICE);
  const user = await control.createUser({ mobile, name, kycLevel: 1, balances: { toman: 20_000_000 } });
  const session = await control.signInTokens(user.localMobile, user.password);
  await storeSession(page, session);
  await page.goto('/');
  await expect(page.getByText(`${name}، خوش آمدید`)).toBeVisible();
  return { sandbox, context, page, control, session };
}

async function depositByGateway(page: Page) {
  await page.goto('/wallets');
  const card = page.getByRole('article', { name: 'تومان' });
  await expect(card).toContainText('۲۰٬۰۰۰٬۰۰۰');
  await card.getByRole('button', { name: 'واریز به کیف پول تومان' }).click();
  const deposit = page.getByRole('dialog', { name: /^واریز به کیف پول تومان/ });
  await deposit.getByRole('radio', { name: 'پرداخت از درگاه بانکی' }).check();
  await deposit.getByRole('button', { name: '۵۰۰ هزار تومان' }).click();
  await deposit.getByRole('button', { name: 'پرداخت آنلاین' }).click();
  await expect(deposit).toBeHidden();
  await expect(card).toContainText('۲۰٬۵۰۰٬۰۰۰');
}

const walletsOf = async ({ control, session }: Demo) => {
  const { data } = await control.asUser(session.accessToken, 'get', '/wallets/me', walletListResponseSchema);
  const of = (code: string) => Number(data.find((w) => w.currency.code === code)!.balance);
  return { toman: of('TOMAN'), gold: of('GOLD_18K') };
};
const notificationTitles = async ({ control, session }: Demo) =>
  (await control.asUser(session.accessToken, 'get', '/notifications/me', notificationListResponseSchema)).data.notifications.map(
    (n) => n.title,
  );

test('two demos at once, each in its sandbox: trades, deposits and market switches stay in their own world', async ({
  browser,
  baseURL,
  control,
  request,
}, testInfo: TestInfo) => {
  test.setTimeout(60_000);
  const defaultMarket = await control.marketStatus();
  const [first, second] = [await control.createSandbox(), await control.createSandbox()];
  // The same mobile in both: two different customers, one per world.
  const mobile = uniqueMobile();
  const a = await enter(browser, baseURL!, first, mobile, 'مشتری محیط اول');
  const b = await enter(browser, baseURL!, second, mobile, 'مشتری محیط دوم');
  try {
    await expect(marketChip(a.page)).toHaveText('بازار باز است');
    await expect(marketChip(b.page)).toHaveText('بازار باز است');

    // At the same time: the first salesperson closes the market and deposits; the second trades.
    await Promise.all([
      (async () => {
        await a.control.setMarket('closed');
        await expect(marketChip(a.page)).toHaveText('بازار بسته است');
        await depositByGateway(a.page);
      })(),
      buyGold(b.page, '1', '۷٬۸۵۰٬۰۰۰'),
    ]);
    await expect(marketChip(a.page)).toHaveText('بازار بسته است');
    await expect(marketChip(b.page)).toHaveText('بازار باز است');
    await keepScreenshot(a.page, testInfo, 'sandbox-first-wallets-1280');
    await keepScreenshot(b.page, testInfo, 'sandbox-second-trading-1280');

    // Each world's money moved once, in that world only.
    expect(await walletsOf(a)).toEqual({ toman: 20_500_000, gold: 0 });
    expect((await walletsOf(b)).gold).toBe(1);
    expect((await walletsOf(b)).toman).toBeLessThan(20_000_000);
    // Each customer heard of their own event only.
    const [heardA, heardB] = [await notificationTitles(a), await notificationTitles(b)];
    expect(heardA.some((t) => /واریز/.test(t))).toBe(true);
    expect(heardA.some((t) => /معامله/.test(t))).toBe(false);
    expect(heardB.some((t) => /معامله/.test(t))).toBe(true);
    expect(heardB.some((t) => /واریز/.test(t))).toBe(false);

    // A token works in its own sandbox only; the default world knows neither customer nor switch.
    const profile = (context: BrowserContext, token: string) =>
      context.request.get('/user-auth/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect((await profile(a.context, a.session.accessToken)).status()).toBe(200);
    expect((await profile(b.context, a.session.accessToken)).status()).toBe(401);
    expect(
      (await request.get('/user-auth/profile', { headers: { Authorization: `Bearer ${b.session.accessToken}` } })).status(),
    ).toBe(401);
    expect((await request.post('/user-auth/login', { data: { mobile, password: 'Gold@1234' } })).status()).toBe(401);
    expect((await control.marketStatus()).isOpen).toBe(defaultMarket.isOpen);
  } finally {
    await Promise.all([a.context.close(), b.context.close()]);
    await control.deleteSandbox(first.id);
    await control.deleteSandbox(second.id);
  }
});

/** The URL a QR code on the page says, read from its pixels as a phone's camera would. */
async function scanQr(image: Buffer): Promise<string> {
  const png = PNG.sync.read(image);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code in the image');
  return code.data;
}

test('the console shows a sandbox as a QR code, which opens it on a phone and follows the demo live', async ({
  page,
  browser,
  baseURL,
  control,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const defaultMarket = await control.marketStatus();
  await page.goto('/__mock/console');
  await expect(page.locator('#sandbox-current')).toHaveText('نسخهٔ نمایشی اصلی (مشترک)');
  await page.getByRole('button', { name: 'ساخت محیط نمایشی تازه' }).click();
  await expect(page.locator('#status')).toContainText('ساخته شد');
  const qr = page.getByRole('img', { name: /^کد QR ورود به محیط / });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await qr.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'console-sandboxes-1280');

  const url = await scanQr(await qr.screenshot());
  const id = /\/__mock\/sandbox\/([A-Za-z0-9_-]{22})$/.exec(url)?.[1];
  expect(id, url).toBeDefined();
  try {
    // The prospect's phone opens the code: the panel, in that sandbox, says it is a demo.
    const phone = await newBrowserContext(browser, baseURL!, true);
    const mobile = await phone.newPage();
    await mobile.goto(url);
    await expect(mobile).toHaveURL(/\/auth/);
    await expect(mobile.getByText('نسخه نمایشی')).toBeVisible();
    const inside = new Control(phone.request);
    await storeSession(mobile, await inside.signInTokens('09120000001'));
    await mobile.goto('/');
    await expect(mobile.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
    await expect(mobile.getByText('نسخه نمایشی')).toBeVisible();
    await expectNoSidewaysScroll(mobile, 375);

    // The salesperson steers that sandbox from the console; the phone follows live, the default world not at all.
    await page.getByRole('link', { name: `ورود در این مرورگر: محیط ${id!.slice(0, 6)}` }).click();
    await expect(page.locator('#sandbox-current')).toHaveText(`محیط ${id!.slice(0, 6)}`);
    const closedBefore = (await inside.marketStatus()).isOpen;
    await page.getByRole('button', { name: closedBefore ? 'بسته' : 'همیشه باز', exact: true }).click();
    await expect(marketChip(mobile)).toHaveText(closedBefore ? 'بازار بسته است' : 'بازار باز است');
    await keepScreenshot(mobile, testInfo, 'sandbox-phone-375');
    expect((await control.marketStatus()).isOpen).toBe(defaultMarket.isOpen);

    // Back in the shared demo, this browser's console acts on the default world again.
    await page.getByRole('link', { name: 'بازگشت به نسخهٔ نمایشی اصلی' }).click();
    await expect(page.locator('#sandbox-current')).toHaveText('نسخهٔ نمایشی اصلی (مشترک)');
    await phone.close();
  } finally {
    okMessageSchema.parse(await (await request.delete(`/__mock/sandboxes/${id}`)).json());
  }
});
