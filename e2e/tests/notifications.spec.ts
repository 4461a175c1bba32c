import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, keepScreenshot, test, toastWith } from '../fixtures';

test('a control-API notification appears live in the bell and the list; search, tabs, read, read all, delete', async ({ page, control, signIn }, testInfo) => {
  test.setTimeout(60_000);
  const user = await signIn();
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'اعلان‌ها' })).toBeVisible();
  await expect(page.getByText('اعلانی یافت نشد')).toBeVisible();

  await control.notify(user.localMobile, { type: 'transaction', title: 'واریز انجام شد', message: 'مبلغ ۵ میلیون تومان به کیف پول شما واریز شد' });
  const list = page.getByRole('list', { name: 'فهرست اعلان‌ها' });
  await expect(list).toContainText('واریز انجام شد');
  await expect(page.getByText('واریز انجام شد').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'اعلان‌ها' })).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده');

  await control.notify(user.localMobile, { type: 'ticket', title: 'پاسخ پشتیبانی', message: 'کارشناس به تیکت شما پاسخ داد' });
  await control.notify(user.localMobile, { type: 'system', title: 'اطلاعیه سامانه', message: 'ساعات کاری پنجشنبه تا ۱۳ است' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText('جدید')).toHaveCount(3);
  await expectAccessibleInBothThemes(page, '/notifications');
  await keepScreenshot(page, testInfo, 'notifications');

  // Tabs with counts.
  await page.getByRole('tab', { name: /^تراکنش/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('واریز انجام شد');
  await page.getByRole('tab', { name: /^همه/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Search over title and message.
  await page.getByRole('searchbox', { name: 'جستجو در اعلان‌ها' }).or(page.getByLabel('جستجو در اعلان‌ها')).first().fill('کارشناس');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('پاسخ پشتیبانی');
  await page.getByLabel('جستجو در اعلان‌ها').first().fill('');

  // A click marks an unread item read (a system item stays on this page).
  await list.getByRole('button', { name: /^اطلاعیه سامانه/ }).click();
  await expect(list.getByText('جدید')).toHaveCount(2);

  // Delete.
  await list.getByRole('button', { name: 'حذف اعلان: پاسخ پشتیبانی' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Read all, then the button goes.
  await page.getByRole('button', { name: 'خواندن همه' }).click();
  await expect(list.getByText('جدید')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'خواندن همه' })).toHaveCount(0);

  // The server kept all of it.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('جدید')).toHaveCount(0);

  // The bell lists the newest and goes to the page of the item's type.
  await page.getByRole('button', { name: 'اعلان‌ها' }).click();
  const bell = page.getByRole('dialog', { name: 'اعلان‌های اخیر' });
  await expect(bell).toContainText('واریز انجام شد');
  await expectAccessibleInBothThemes(page, 'notification bell');
  await keepScreenshot(page, testInfo, 'notification-bell');
  await bell.getByRole('button', { name: /^واریز انجام شد/ }).click();
  await expect(page).toHaveURL(/\/wallets$/);
});

test.describe('the push invitation', () => {
  test.use({ pushInvitation: true });
  const invitation = (page: Page) => page.getByRole('dialog', { name: 'از رویدادهای حساب خود فوراً باخبر شوید' });

  // In the full browser (e2e/playwright.config.ts): the headless shell has no notifications.
  test(
    'enable with the browser permission granted',
    { tag: '@notification-api' },
    async ({ page, context, signIn }, testInfo) => {
      await context.grantPermissions(['notifications']);
      await signIn();
      await page.goto('/');
      await expect(invitation(page)).toBeVisible();
      await expectAccessibleInBothThemes(page, 'push invitation');
      await keepScreenshot(page, testInfo, 'push-invitation');
      await invitation(page).getByRole('button', { name: 'فعال‌سازی' }).click();
      await expect(toastWith(page, 'اعلان‌ها فعال شد')).toBeVisible();
      await expect(invitation(page)).toHaveCount(0);
      // The device token is on the server: the invitation stays away after a reload.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
      await expect(invitation(page)).toHaveCount(0);
    },
  );

  test('«بعداً» answers it once: not on other pages, nor after a reload; a phone shows it at the bottom', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const sheet = invitation(page);
    await expect(sheet).toBeVisible();
    // A sheet along the bottom edge, clear of the header's menu button.
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(812);
    await keepScreenshot(page, testInfo, 'push-invitation-375');
    await sheet.getByRole('button', { name: 'بعداً' }).click();
    await expect(sheet).toHaveCount(0);
    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    await page.getByRole('navigation', { name: 'منوی اصلی' }).getByRole('link', { name: 'کیف پول' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeVisible();
    await expect(sheet).toHaveCount(0);
  });
});
