import { expect, keepScreenshot, test } from '../fixtures';

test('offline, a page not visited yet keeps the shell, says the connection is lost, and loads once it is back', async ({
  page,
  context,
  signIn,
}, testInfo) => {
  await signIn({ name: 'نسیم بی‌اتصال' });
  // The start-up profile refresh has answered before the connection goes: a refresh that fails clears the session
  // (spec 1 section 4), which is not what this flow is about.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/user-auth/profile') && response.ok());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  await refreshed;
  const nav = page.getByRole('navigation', { name: 'منوی اصلی' });

  await context.setOffline(true);
  // The reports screen's chunk has not been fetched: the dashboard does not need it.
  await nav.getByRole('link', { name: 'گزارش‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'اتصال اینترنت برقرار نیست' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  // The shell stays: its header and its navigation, which still works.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'داشبورد' })).toBeVisible();
  await expect(page.getByText('مشکلی پیش آمد')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'offline-page');

  // Back online: the page comes by itself, with no click.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش‌ها' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'اتصال اینترنت برقرار نیست' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'دوره گزارش' })).toBeVisible();
});
