import type { Page } from '@playwright/test';
import { expect, expectPanelRunning, keepScreenshot, test } from '../fixtures';

test.afterEach(async ({ control }) => {
  await control.setPrice({ mode: 'walk' });
  await control.setMarket('hours');
  await control.setFaults({});
  await control.disconnectSockets(0);
});

/** A mark on the window: still there afterwards means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark === 1);

test('after the server drops the connection the panel reconnects: online again, live prices, notifications in the bell', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  const user = await signIn();
  await page.goto('/');
  const online = page.getByRole('status', { name: /آنلاین/ });
  await expect(online).toBeVisible();
  await markPage(page);

  // Dropped and refused for a moment, as a server restart would.
  await control.disconnectSockets(1_500);
  await expect(page.getByRole('status', { name: /آفلاین/ })).toBeVisible();
  await expect(online).toBeVisible();

  await control.setPrice({ buyPrice: 8_765_000, sellPrice: 8_700_000 });
  await expect(page.getByRole('group', { name: /قیمت لحظه‌ای/ })).toContainText('۸٬۷۶۵٬۰۰۰');

  await control.notify(user.localMobile, { type: 'system', title: 'اطلاعیه پس از اتصال دوباره', message: 'این پیام زنده رسید' });
  await expect(page.getByText('اطلاعیه پس از اتصال دوباره')).toBeVisible();
  await expect(page.getByRole('button', { name: 'اعلان‌ها' })).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده');
  expect(await stillSamePage(page)).toBe(true);
  await keepScreenshot(page, testInfo, 'realtime-recovered');
});

test('the market state is never guessed: loading, then unknown on failure, and a console switch shows at once', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  // Friday noon in Tehran: if the panel guessed "open" it would show the test badge too.
  await page.clock.setFixedTime(new Date('2026-11-27T12:00:00+03:30'));
  await signIn();
  await control.setFaults({ failRate: 1, failStatus: 503, pathPrefix: '/market-status' });
  await page.goto('/');
  await expect(page.getByText('وضعیت بازار نامشخص')).toBeVisible();
  await expect(page.getByText('بازار باز است')).toHaveCount(0);
  await expect(page.getByText('حالت تست فعال')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'market-unknown');

  // The switch is pushed over the socket: no reload, no wait for the minute's recalculation.
  await control.setFaults({});
  await markPage(page);
  await control.setMarket('closed');
  await expect(page.getByText('بازار بسته است')).toBeVisible();
  await control.setMarket('open');
  await expect(page.getByText('بازار باز است')).toBeVisible();
  await expect(page.getByText('حالت تست فعال')).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);
});

test('while the market state loads the header says so', async ({ page, control, signIn }) => {
  await signIn();
  await control.setFaults({ latencyMs: 4_000, pathPrefix: '/market-status' });
  await page.goto('/');
  await expectPanelRunning(page);
  await expect(page.getByText('در حال دریافت وضعیت بازار')).toBeVisible();
  await expect(page.getByText('بازار باز است')).toHaveCount(0);
  await expect(page.getByText('بازار بسته است')).toHaveCount(0);
});
