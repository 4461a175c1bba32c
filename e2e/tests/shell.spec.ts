import { expect, expectAccessibleInBothThemes, expectNoSidewaysScroll, keepScreenshot, test, toastWith } from '../fixtures';

test.beforeEach(async ({ signIn }) => {
  await signIn({ name: 'مینا صادقی' });
});

test.afterEach(async ({ control }) => {
  await control.setPrice({ mode: 'walk' });
  await control.setMarket('hours');
  await control.setFaults({});
  // Lift any refusal of realtime connections a test asked for.
  await control.disconnectSockets(0);
});

test('sidebar, header and user menu on a desktop', async ({ page }, testInfo) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'منوی اصلی' });
  for (const title of ['داشبورد', 'معاملات طلا', 'کیف پول', 'تیکت‌های پشتیبانی', 'اعلان‌ها', 'گزارش‌ها', 'تنظیمات']) {
    await expect(nav.getByRole('link', { name: title })).toBeVisible();
  }
  await expect(page.getByText('نسخه ۱.۰.۰')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectAccessibleInBothThemes(page, 'shell');
  await keepScreenshot(page, testInfo, 'shell-desktop');

  // Icon-only mode keeps every page reachable by name.
  await page.getByRole('button', { name: 'جمع کردن منو' }).click();
  await expect(nav.getByText('کیف پول')).toHaveCount(0);
  await nav.getByRole('link', { name: 'کیف پول' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'shell-collapsed');
  await page.getByRole('button', { name: 'باز کردن منو' }).click();
  await expect(nav.getByText('کیف پول')).toBeVisible();

  // The avatar shows the first letter of the name; the menu leads to profile, password and logout.
  const userMenu = page.getByRole('button', { name: 'منوی کاربر' });
  await expect(userMenu).toHaveText('م');
  await userMenu.click();
  await expectAccessibleInBothThemes(page, 'user menu');
  await page.getByRole('menuitem', { name: 'پروفایل' }).click();
  await expect(page).toHaveURL(/\/settings\?section=profile$/);
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'تغییر رمز عبور' }).click();
  await expect(page).toHaveURL(/\/settings\?section=security$/);
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('below 1024 px the sidebar is a drawer', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'منوی اصلی' })).toHaveCount(0);
  await page.getByRole('button', { name: 'باز کردن منو' }).click();
  const nav = page.getByRole('navigation', { name: 'منوی اصلی' });
  await expect(nav).toBeVisible();
  await expectAccessibleInBothThemes(page, 'drawer');
  await keepScreenshot(page, testInfo, 'drawer-800');
  await nav.getByRole('link', { name: 'گزارش‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش‌ها' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'منوی اصلی' })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 780 });
  await keepScreenshot(page, testInfo, 'phone-360');
  await expectNoSidewaysScroll(page, 360);
});

test('the theme choice survives a reload, and system follows the preference', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.getByRole('button', { name: 'انتخاب پوسته' }).click();
  await page.getByRole('menuitemradio', { name: 'تیره' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await keepScreenshot(page, testInfo, 'dashboard-dark');

  await page.getByRole('button', { name: 'انتخاب پوسته' }).click();
  await page.getByRole('menuitemradio', { name: 'هماهنگ با سیستم' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/light/);
});

test('live prices follow the server, and the indicator shows offline when the connection drops', async ({
  page,
  control,
}, testInfo) => {
  await page.goto('/');
  const prices = page.getByRole('group', { name: /قیمت لحظه‌ای/ });
  await expect(page.getByRole('status', { name: /آنلاین/ })).toBeVisible();

  await control.setPrice({ buyPrice: 8_123_000, sellPrice: 8_050_000 });
  await expect(prices).toContainText('۸٬۱۲۳٬۰۰۰');
  await expect(prices).toContainText('۸٬۰۵۰٬۰۰۰');
  await keepScreenshot(page, testInfo, 'header-prices');

  await control.setPrice({ buyPrice: 8_200_000, sellPrice: 8_130_000 });
  await expect(prices).toContainText('۸٬۲۰۰٬۰۰۰');

  await control.disconnectSockets(30_000);
  await expect(page.getByRole('status', { name: /آفلاین/ })).toBeVisible();
  await keepScreenshot(page, testInfo, 'header-offline');
});

test('a failed price fetch shows the default prices with a toast', async ({ page, control }) => {
  await control.setFaults({ failRate: 1, failStatus: 503, pathPrefix: '/gold-price' });
  await control.disconnectSockets(30_000);
  await page.goto('/');
  const prices = page.getByRole('group', { name: /قیمت لحظه‌ای/ });
  await expect(prices).toContainText('۲٬۵۰۰٬۰۰۰');
  await expect(prices).toContainText('۲٬۴۸۰٬۰۰۰');
  await expect(toastWith(page, 'خطا در دریافت قیمت‌ها - نمایش قیمت‌های پیش‌فرض')).toBeVisible();
});

test('market indicator, working hours and the test-active badge', async ({ page, control }, testInfo) => {
  // Friday noon in Tehran: outside working hours.
  await page.clock.setFixedTime(new Date('2026-11-27T12:00:00+03:30'));
  await control.setMarket('closed');
  await page.goto('/');
  await expect(page.getByText('بازار بسته است')).toBeVisible();
  await expect(page.getByText('حالت تست فعال')).toHaveCount(0);

  await control.setMarket('open');
  await page.reload();
  await expect(page.getByText('بازار باز است')).toBeVisible();
  await expect(page.getByText('حالت تست فعال')).toBeVisible();
  await expect(page.getByRole('status', { name: /آنلاین/ })).toBeVisible();

  await page.getByRole('button', { name: 'ساعات کاری' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('شنبه تا چهارشنبه');
  await expect(menu).toContainText('۸:۰۰ تا ۱۷:۰۰');
  await expect(menu).toContainText('پنجشنبه');
  await expect(menu).toContainText('۸:۰۰ تا ۱۳:۰۰');
  await expect(menu).toContainText('جمعه');
  await expect(menu).toContainText('تعطیل');
  await expectAccessibleInBothThemes(page, 'working hours');
  await keepScreenshot(page, testInfo, 'working-hours');
});

test('the notification bell opens an empty list with a link to all notifications', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'اعلان‌ها' }).click();
  const panel = page.getByRole('dialog', { name: 'اعلان‌های اخیر' });
  await expect(panel).toContainText('اعلانی وجود ندارد');
  await expectAccessibleInBothThemes(page, 'notification bell');
  await panel.getByRole('button', { name: 'مشاهده همه' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});
