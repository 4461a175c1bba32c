import { expect, expectAccessibleInBothThemes, keepScreenshot, storeSession, test } from '../fixtures';

const PROTECTED = ['/', '/trading', '/wallets', '/tickets', '/reports', '/notifications', '/settings?section=profile'];
const GUEST_ONLY = ['/auth', '/register', '/forgot-password'];

test('a visitor is sent from every protected page to /auth', async ({ page }) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ورود به حساب کاربری' })).toBeVisible();
  }
});

test('a signed-in customer sees each protected page and is sent from guest-only pages to /', async ({ page, signIn }) => {
  await signIn();
  const titles: Record<string, string> = {
    '/trading': 'معاملات طلا',
    '/wallets': 'کیف پول',
    '/tickets': 'پشتیبانی',
    '/reports': 'گزارش‌ها',
    '/notifications': 'اعلان‌ها',
    '/settings?section=profile': 'تنظیمات',
  };
  for (const [path, title] of Object.entries(titles)) {
    // A deep link loads on its own, as after a reload.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
  }
  for (const path of GUEST_ONLY) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  }
});

test('the status guard sends a deactivated account to /restricted and an unverified one to the code screen', async ({ page, control, signIn }) => {
  const user = await signIn();
  await page.goto('/wallets');
  await expect(page.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeVisible();

  await control.updateUser(user.localMobile, { isActive: false });
  await page.reload();
  await expect(page).toHaveURL(/\/restricted$/);

  await control.updateUser(user.localMobile, { isActive: true, isVerified: false });
  await page.goto('/wallets');
  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تأیید شماره موبایل' })).toBeVisible();
});

test('a tampered stored token: the first 401 clears it and leads to /auth', async ({ page, control }) => {
  const user = await control.createUser();
  const session = await control.signInTokens(user.localMobile);
  await storeSession(page, { ...session, accessToken: `${session.accessToken.slice(0, -3)}xyz` });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user_data'))).toBeNull();
});

test('an unknown path shows the 404 page with a link home', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'صفحه مورد نظر یافت نشد' })).toBeVisible();
  await expectAccessibleInBothThemes(page, '404');
  await keepScreenshot(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'بازگشت به صفحه اصلی' }).click();
  // Home is protected, so a visitor ends on sign-in.
  await expect(page).toHaveURL(/\/auth$/);
});
