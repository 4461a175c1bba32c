import type { Page, TestInfo } from '@playwright/test';
import { ticketListResponseSchema, ticketResponseSchema } from '@gold/contracts/tickets';
import { expect, keepScreenshot, storeSession, test } from '../fixtures';

/** The seeded customer with a history on every screen: trades, wallets, four tickets, a verified bank account. */
const DEMO = { mobile: '09120000001', password: 'Gold@1234' };

type Screen = { name: string; url: string; shell: boolean; narrowest?: boolean };

/** The shell's button that opens the drawer below 1024 px (behind an open dialog too). */
const menuButton = (page: Page) => page.getByRole('button', { name: 'باز کردن منو', includeHidden: true });

/**
 * The page has painted its data: its title is there (behind a dialog's too, where the page is hidden from assistive
 * technology) and no skeleton or busy region is left.
 */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1, includeHidden: true }).first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Nothing is wider than the window: neither the document nor the body scrolls sideways. */
async function expectFits(page: Page, screen: string, width: number) {
  await expect
    .poll(() => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, innerWidth)), {
      message: `${screen} at ${width} px: nothing wider than the window`,
    })
    .toBe(width);
  expect(await page.evaluate(() => innerWidth)).toBe(width);
}

/** The ☰ button is whole inside the window, where a thumb can reach it. */
async function expectMenuButtonInView(page: Page, screen: string, width: number) {
  const box = await menuButton(page).boundingBox();
  expect(box, `${screen} at ${width} px: the menu button is shown`).not.toBeNull();
  expect(box!.x, `${screen} at ${width} px: the menu button starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${screen} at ${width} px: the menu button ends inside the window`).toBeLessThanOrEqual(width);
}

async function theme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
}

/**
 * One screen: at 375 px it fits and its ☰ is in view (at 320 px too for the main screens), then the four screenshots,
 * phone and desktop, light and dark. One navigation a screen: the sizes and themes change on the same page.
 */
async function visit(page: Page, testInfo: TestInfo, screen: Screen) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(screen.url);
  await expect(page.locator('html')).toHaveClass(/light/);
  await settle(page);
  await expectFits(page, screen.name, 375);
  if (screen.shell) await expectMenuButtonInView(page, screen.name, 375);
  await keepScreenshot(page, testInfo, `${screen.name}-375`);
  await theme(page, 'dark');
  await keepScreenshot(page, testInfo, `${screen.name}-375-dark`);
  await theme(page, 'light');
  if (screen.narrowest) {
    await page.setViewportSize({ width: 320, height: 700 });
    await settle(page);
    await expectFits(page, screen.name, 320);
    if (screen.shell) await expectMenuButtonInView(page, screen.name, 320);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
  await expectFits(page, screen.name, 1280);
  await keepScreenshot(page, testInfo, `${screen.name}-1280`);
  await theme(page, 'dark');
  await keepScreenshot(page, testInfo, `${screen.name}-1280-dark`);
}

test('every signed-in screen fits a phone, 320 to 375 px, with the menu button in view', async ({ page, control }, testInfo) => {
  test.setTimeout(180_000);
  const session = await control.signInTokens(DEMO.mobile, DEMO.password);
  await storeSession(page, session);
  const tickets = await control.asUser(session.accessToken, 'get', '/api/tickets', ticketListResponseSchema);
  const ticket = tickets.data.tickets[0];

  const screens: Screen[] = [
    { name: 'dashboard', url: '/', shell: true, narrowest: true },
    { name: 'trading', url: '/trading', shell: true, narrowest: true },
    { name: 'wallets', url: '/wallets', shell: true, narrowest: true },
    { name: 'wallets-transactions', url: '/wallets?tab=transactions', shell: true },
    { name: 'wallets-deposit-requests', url: '/wallets?tab=deposit-requests', shell: true },
    { name: 'wallets-withdraw-requests', url: '/wallets?tab=withdraw-requests', shell: true },
    { name: 'reports', url: '/reports?period=this-year', shell: true, narrowest: true },
    { name: 'reports-custom', url: '/reports?from=2025-03-21&to=2026-03-20', shell: true },
    { name: 'reports-print', url: '/reports/print?period=this-year', shell: false },
    { name: 'tickets', url: '/tickets', shell: true, narrowest: true },
    { name: 'ticket', url: `/tickets?ticket=${encodeURIComponent(ticket.id)}`, shell: true, narrowest: true },
    { name: 'notifications', url: '/notifications', shell: true, narrowest: true },
    { name: 'settings', url: '/settings', shell: true, narrowest: true },
    { name: 'settings-kyc', url: '/settings?section=kyc', shell: true },
    { name: 'settings-profile', url: '/settings?section=profile', shell: true, narrowest: true },
    { name: 'settings-bank', url: '/settings?section=bank', shell: true, narrowest: true },
    { name: 'settings-security', url: '/settings?section=security', shell: true },
    { name: 'not-found', url: '/no-such-page', shell: false, narrowest: true },
  ];
  for (const screen of screens) {
    await test.step(screen.name, () => visit(page, testInfo, screen));
  }
});

test('every signed-out screen fits a phone, 320 to 375 px', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const screens: Screen[] = [
    { name: 'auth', url: '/auth', shell: false, narrowest: true },
    { name: 'register', url: '/register', shell: false, narrowest: true },
    { name: 'forgot-password', url: '/forgot-password', shell: false, narrowest: true },
    { name: 'otp-verification', url: '/otp-verification', shell: false },
    { name: 'restricted', url: '/restricted', shell: false, narrowest: true },
    { name: 'not-found-signed-out', url: '/no-such-page', shell: false },
  ];
  for (const screen of screens) {
    await test.step(screen.name, () => visit(page, testInfo, screen));
  }
});

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('toasts keep clear of the header, the menu button and a phone dialog’s title and send button', async ({
  page,
  control,
  signIn,
}) => {
  const user = await signIn({ name: 'پیام کنار' });
  const toast = page.locator('.Toastify__toast').last();
  const notify = (title: string) => control.notify(user.localMobile, { type: 'system', title, message: 'متن پیام' });
  const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;
  // A notification reaches the page over its live connection: sent before it is up, it would not show.
  const live = () => expect(page.getByRole('status', { name: /اتصال قیمت لحظه‌ای: آنلاین/, includeHidden: true })).toBeVisible();

  // Desktop: three at once, as a busy moment brings them, over the sidebar: clear of the header and of the page's
  // title and tabs.
  await page.goto('/notifications');
  const title = page.getByRole('heading', { level: 1, name: 'اعلان‌ها' });
  await expect(title).toBeVisible();
  await live();
  for (const text of ['پیام یکم', 'پیام دوم', 'پیام سوم']) await notify(text);
  const toasts = page.locator('.Toastify__toast');
  await expect(toasts).toHaveCount(3);
  for (const one of await toasts.all()) {
    expect(overlap(await box(one), await box(page.getByRole('banner'))), 'toast over the header').toBe(false);
    expect(overlap(await box(one), await box(title)), 'toast over the page title').toBe(false);
    expect(overlap(await box(one), await box(page.getByRole('tablist'))), 'toast over the tabs').toBe(false);
  }

  // A phone: at the bottom, clear of the ☰ button.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await live();
  await notify('پیام گوشی');
  await expect(toast).toBeVisible();
  expect((await box(toast)).y, 'toast in the lower half').toBeGreaterThan(406);
  expect(overlap(await box(toast), await box(menuButton(page))), 'toast over the menu button').toBe(false);

  // A ticket's conversation fills the phone, its send button along the bottom: a toast stays clear of it and of the
  // dialog's title.
  const created = await control.asUser(user.session.accessToken, 'post', '/api/tickets', ticketResponseSchema, {
    title: 'پرسش درباره کارمزد',
    description: 'کارمزد برداشت چقدر است؟',
    category: 'wallet',
  });
  await page.goto(`/tickets?ticket=${encodeURIComponent(created.data.id)}`);
  const dialog = page.getByRole('dialog', { name: 'پرسش درباره کارمزد' });
  await expect(dialog).toBeVisible();
  await live();
  await notify('پیام روی گفتگو');
  const shown = page.locator('.Toastify__toast').filter({ hasText: 'پیام روی گفتگو' });
  await expect(shown).toBeVisible();
  const heading = dialog.getByRole('heading', { name: 'پرسش درباره کارمزد' });
  expect(overlap(await box(shown), await box(heading)), 'toast over the dialog title').toBe(false);
  const send = dialog.getByRole('button', { name: 'ارسال پیام' });
  expect(overlap(await box(shown), await box(send)), 'toast over the send button').toBe(false);
});
