import type { Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  expectPanelRunning,
  holdPrice,
  keepScreenshot,
  label,
  test,
  toastWith,
} from '../fixtures';

// The price is held for each test (the walk would move it meanwhile) and moved by hand with the control API, as a
// demo does from the console: a held price fires the alerts it reaches as a tick would.
const START = { buyPrice: 8_000_000, sellPrice: 7_930_000 };
holdPrice(START);

const FIRED_TITLE = 'قیمت خرید به هشدار شما رسید';
const unread = (page: Page) => page.getByRole('button', { name: 'اعلان‌ها' });
const alertsCard = (page: Page) => page.getByRole('region', { name: 'هشدارهای قیمت', exact: true });

/** The page at a phone's and a desktop's width, light and dark, kept in the report. */
async function keepAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expectNoSidewaysScroll(page, width);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
      await keepScreenshot(page, testInfo, `${name}-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an alert set from the trading page’s prices fires once, live, when the price reaches it', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const user = await signIn({ name: 'مهسا هشداری', kycLevel: 1 });
  // The panel's own clock: the bell's «… پیش» moves when the test says.
  await page.clock.install();
  await page.goto('/trading?side=sell');
  await expectPanelRunning(page);
  const prices = page.getByRole('region', { name: 'قیمت لحظه‌ای طلای ۱۸ عیار' });
  await expect(prices).toContainText('۸٬۰۰۰٬۰۰۰');
  await expect(unread(page)).not.toHaveAccessibleDescription(/خوانده‌نشده/);

  await prices.getByRole('button', { name: 'هشدار قیمت' }).click();
  const dialog = page.getByRole('dialog', { name: 'هشدار قیمت' });
  // It opens on the side the form is on, that side's price prefilled; the buy side is chosen here.
  await expect(dialog.getByRole('button', { name: 'قیمت فروش' })).toHaveAttribute('aria-pressed', 'true');
  const target = dialog.getByRole('textbox', { name: label('قیمت هدف هر گرم') });
  await expect(target).toHaveValue('۷٬۹۳۰٬۰۰۰');
  await expect(target).toBeFocused();
  await dialog.getByRole('button', { name: 'قیمت خرید' }).click();
  await expect(target).toHaveValue('۸٬۰۰۰٬۰۰۰');
  await target.fill('۸۱۰۰۰۰۰');
  await expect(target).toHaveValue('۸٬۱۰۰٬۰۰۰');
  await expect(dialog.getByRole('radio', { name: 'به این مبلغ یا بیشتر رسید' })).toBeChecked();
  await expect(dialog).toContainText('وقتی قیمت خرید به ۸٬۱۰۰٬۰۰۰ تومان یا بیشتر رسید خبرتان می‌کنیم.');
  await expectAccessibleInBothThemes(page, 'price alert dialog');
  await keepAtBothWidths(page, testInfo, 'price-alert-dialog');

  await dialog.getByRole('button', { name: 'ثبت هشدار' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'هشدار قیمت ثبت شد')).toBeVisible();
  await expect(prices.getByRole('button', { name: 'هشدار قیمت' })).toBeFocused();

  // Close, not there: nothing. Then there: the notification arrives live.
  await control.setPrice({ buyPrice: 8_099_000, sellPrice: 8_029_000 });
  await expect(prices).toContainText('۸٬۰۹۹٬۰۰۰');
  await control.setPrice({ buyPrice: 8_104_000, sellPrice: 8_034_000 });
  await expect(toastWith(page, FIRED_TITLE)).toBeVisible();
  await expect(unread(page)).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده');

  // Away and back again: it has fired, and fires no more. A notification sent after the moves arrives after anything
  // they caused, so once it is in, the count is final.
  await control.setPrice(START);
  await control.setPrice({ buyPrice: 8_200_000, sellPrice: 8_130_000 });
  await control.notify(user.localMobile, { type: 'other', title: 'پیام آزمایشی', message: 'پس از جابه‌جایی قیمت فرستاده شد' });
  await expect(unread(page)).toHaveAccessibleDescription('۲ اعلان خوانده‌نشده');

  await unread(page).click();
  const bell = page.getByRole('dialog', { name: 'اعلان‌های اخیر' });
  const fired = bell.getByRole('button', { name: new RegExp(`^${FIRED_TITLE}`) });
  await expect(fired).toHaveCount(1);
  await expect(fired).toContainText('قیمت خرید هر گرم طلای ۱۸ عیار به ۸٬۱۰۴٬۰۰۰ تومان رسید');
  await expect(fired).toContainText('۸٬۱۰۰٬۰۰۰ تومان یا بیشتر');
  await keepScreenshot(page, testInfo, 'price-alert-notification-1280');
  await page.clock.runFor(3 * 60_000);
  await expect(fired).toContainText('۳ دقیقه پیش');
  // A click leads to the trading page, on the alert's side.
  await page.goto('/');
  await unread(page).click();
  await page
    .getByRole('dialog', { name: 'اعلان‌های اخیر' })
    .getByRole('button', { name: new RegExp(`^${FIRED_TITLE}`) })
    .click();
  await expect(page).toHaveURL(/\/trading$/);
  await expect(page.getByRole('heading', { level: 1, name: 'معاملات طلا' })).toBeVisible();

  // The dashboard lists it as fired, with the price that reached it.
  await page.goto('/');
  const card = alertsCard(page);
  const item = card.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('خرید: ۸٬۱۰۰٬۰۰۰ تومان یا بیشتر');
  await expect(item).toContainText('اعلام شد');
  await expect(item).toContainText('با قیمت ۸٬۱۰۴٬۰۰۰ تومان اعلام شد');
  await expect(card).toContainText('۰ از ۱۰ هشدار در انتظار');
  await card.scrollIntoViewIfNeeded();
  await expectAccessibleInBothThemes(page, 'dashboard with price alerts');
  await keepAtBothWidths(page, testInfo, 'price-alerts-dashboard');

  await item.getByRole('button', { name: 'حذف هشدار خرید: ۸٬۱۰۰٬۰۰۰ تومان یا بیشتر' }).click();
  await expect(toastWith(page, 'هشدار قیمت حذف شد')).toBeVisible();
  await expect(card).toContainText('هنوز هشدار قیمتی نگذاشته‌اید');
  await expect(card.getByRole('button', { name: 'هشدار تازه' })).toBeFocused();
});

test('a price already reached is refused in the form; the server refuses it too, and the eleventh alert', async ({
  page,
  control,
  signIn,
}) => {
  const user = await signIn({ kycLevel: 1 });
  const token = user.session.accessToken;
  await page.goto('/');
  await expectPanelRunning(page);
  const card = alertsCard(page);
  await expect(card).toContainText('هنوز هشدار قیمتی نگذاشته‌اید');

  await card.getByRole('button', { name: 'هشدار تازه' }).click();
  const dialog = page.getByRole('dialog', { name: 'هشدار قیمت' });
  const target = dialog.getByRole('textbox', { name: label('قیمت هدف هر گرم') });
  await target.fill('7900000');
  await expect(dialog.getByRole('radio', { name: 'به این مبلغ یا کمتر رسید' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'به این مبلغ یا بیشتر رسید' }).check();
  await dialog.getByRole('button', { name: 'ثبت هشدار' }).click();
  await expect(target).toHaveAccessibleDescription(
    'قیمت خرید همین حالا ۸٬۰۰۰٬۰۰۰ تومان است؛ برای «یا بیشتر» مبلغی بالاتر از آن بنویسید',
  );
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(dialog).toBeHidden();

  // Ten waiting alerts through the API; the panel then says the limit before anything is sent.
  const post = (targetPrice: number) =>
    page.request.post('/api/price-alerts', {
      data: { side: 'sell', direction: 'below', targetPrice },
      headers: { Authorization: `Bearer ${token}` },
    });
  const reached = await post(8_000_000);
  expect([reached.status(), (await reached.json()).errorCode]).toEqual([409, 'PRICE_ALERT_REACHED']);
  for (let i = 1; i <= 10; i++) expect((await post(7_900_000 - i * 1000)).status()).toBe(201);
  const eleventh = await post(7_000_000);
  expect([eleventh.status(), (await eleventh.json()).message]).toEqual([
    400,
    'حداکثر ۱۰ هشدار قیمت فعال می‌توانید داشته باشید؛ برای هشدار تازه، یکی از هشدارهای فعال را حذف کنید',
  ]);
  await page.reload();
  await expect(alertsCard(page)).toContainText('۱۰ از ۱۰ هشدار در انتظار');
  await alertsCard(page).getByRole('button', { name: 'هشدار تازه' }).click();
  await expect(dialog).toContainText('حداکثر ۱۰ هشدار قیمت فعال می‌توانید داشته باشید');
  await expect(dialog.getByRole('button', { name: 'ثبت هشدار' })).toBeDisabled();
  await control.setPrice(START);
});
