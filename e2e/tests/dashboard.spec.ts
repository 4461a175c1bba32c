import type { Page } from '@playwright/test';
import { tradeHistoryResponseSchema } from '@gold/contracts/trading';
import { expect, expectAccessibleInBothThemes, expectNoSidewaysScroll, holdPrice, keepScreenshot, test } from '../fixtures';

/** A held price: every figure below follows from it. */
const PRICE = { buyPrice: 7_850_000, sellPrice: 7_780_000 };
const toman = new Intl.NumberFormat('fa-IR');

holdPrice(PRICE);

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const portfolio = (page: Page) => card(page, 'ارزش دارایی');
const recent = (page: Page) => page.getByRole('list', { name: 'پنج معامله آخر' });
const chartSummary = (page: Page) => page.locator('#price-chart-summary');

async function openDashboard(page: Page, name: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  await expect(page.getByText(`${name}، خوش آمدید`)).toBeVisible();
}

test('after a trade the dashboard values the new holdings and lists the trade; light, dark, 1280 and 375', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  const user = await signIn({ name: 'سارا داشبوردی', kycLevel: 1, balances: { toman: 50_000_000 } });
  await openDashboard(page, 'سارا داشبوردی');
  await expect(portfolio(page)).toContainText('۵۰٬۰۰۰٬۰۰۰ تومان');
  await expect(card(page, 'آخرین معاملات')).toContainText('هنوز معامله‌ای ثبت نکرده‌اید.');
  await expect(card(page, 'وضعیت حساب')).toContainText('احراز هویت: سطح ۱ از ۲');

  const bought = await control.trade(user.session.accessToken, 'buy', 0.5, PRICE.buyPrice);
  // The dealer's offer is near the price, never the price itself: the value follows what really moved.
  const value = 50_000_000 - bought.total + 0.5 * PRICE.sellPrice;
  await openDashboard(page, 'سارا داشبوردی');
  await expect(portfolio(page)).toContainText(`${toman.format(value)} تومان`);
  await expect(portfolio(page)).toContainText('طلا (۰٫۵ گرم)');
  await expect(recent(page).getByRole('listitem')).toHaveCount(1);
  await expect(recent(page).getByRole('listitem')).toContainText('خرید ۰٫۵ گرم');
  await expect(recent(page).getByRole('listitem')).toContainText('انجام‌شده');
  await expect(card(page, 'معاملات امروز')).toContainText('۱');
  // Profit and loss: bought at the offer, worth the sell price now.
  await expect(card(page, 'سود و زیان')).toContainText('۰٫۵ گرم طلای خریده‌شده در دست');

  const history = await control.asUser(
    user.session.accessToken,
    'get',
    '/api/trade-requests/history',
    tradeHistoryResponseSchema,
  );
  expect(history.requests.filter((t) => t.status === 'completed')).toHaveLength(1);

  await expect(page.getByRole('figure', { name: 'نمودار قیمت طلا' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'dashboard after a trade');
  await keepScreenshot(page, testInfo, 'dashboard-1280');
  await page.emulateMedia({ colorScheme: 'dark' });
  await keepScreenshot(page, testInfo, 'dashboard-1280-dark');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(portfolio(page)).toContainText(`${toman.format(value)} تومان`);
  await expectNoSidewaysScroll(page, 375);
  await keepScreenshot(page, testInfo, 'dashboard-375-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await keepScreenshot(page, testInfo, 'dashboard-375');
});

test('a price set from the control API moves the portfolio value live, without a reload', async ({ page, control, signIn }) => {
  await signIn({ name: 'امید قیمتی', kycLevel: 1, balances: { toman: 10_000_000, gold: 2 } });
  await openDashboard(page, 'امید قیمتی');
  // 10,000,000 + 2 g × 7,780,000
  await expect(portfolio(page)).toContainText('۲۵٬۵۶۰٬۰۰۰ تومان');
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await control.setPrice({ buyPrice: 8_000_000, sellPrice: 7_900_000 });
  await expect(portfolio(page)).toContainText('۲۵٬۸۰۰٬۰۰۰ تومان');
  await control.setPrice({ buyPrice: 7_700_000, sellPrice: 7_600_000 });
  await expect(portfolio(page)).toContainText('۲۵٬۲۰۰٬۰۰۰ تومان');
  expect(loads).toEqual([]);
});

test('the chart’s ranges draw each range from the history call and say it for a screen reader', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn({ name: 'مینا نموداری', kycLevel: 1 });
  // Listening before the page loads: the day's and the week's histories are asked for as it opens.
  const asked = new Set<string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/gold-price/history')) asked.add(url.searchParams.get('range')!);
  });
  await openDashboard(page, 'مینا نموداری');
  const ranges = page.getByRole('group', { name: 'بازه نمودار' });
  await expect(ranges.getByRole('button', { name: 'یک روز' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chartSummary(page)).toContainText('قیمت خرید طلا در بازه یک روز');

  for (const name of ['یک هفته', 'یک ماه', 'یک سال']) {
    await ranges.getByRole('button', { name }).click();
    await expect(ranges.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect(ranges.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(chartSummary(page)).toContainText(`قیمت خرید طلا در بازه ${name}`);
    await expect(chartSummary(page)).toContainText('بیشترین');
  }
  // A year: the axis names Persian months, in Persian digits.
  await expect(page.getByRole('figure', { name: 'نمودار قیمت طلا' })).toContainText(
    /(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) ?[۰-۹]{2}/,
  );
  // Each range came from the history call (the week's also gives the portfolio yesterday's close).
  expect([...asked].sort()).toEqual(['1d', '1m', '1w', '1y']);
  await keepScreenshot(page, testInfo, 'dashboard-chart-1y');
});

test('the quick actions open the trade form on the sell side and the deposit dialog', async ({ page, signIn }) => {
  await signIn({ name: 'رضا فروشنده', kycLevel: 1, balances: { toman: 1_000_000, gold: 1 } });
  await openDashboard(page, 'رضا فروشنده');
  const actions = page.getByRole('navigation', { name: 'دسترسی سریع' });

  await actions.getByRole('link', { name: 'فروش طلا' }).click();
  await expect(page).toHaveURL(/\/trading\?side=sell$/);
  await expect(page.getByRole('button', { name: 'فروش', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'ثبت درخواست فروش' })).toBeVisible();

  await page.goBack();
  await actions.getByRole('link', { name: 'واریز' }).click();
  await expect(page.getByRole('dialog', { name: /^واریز به کیف پول تومان/ })).toBeVisible();
});

test('the price chart runs left to right: an LTR island, the oldest time on the left', async ({ page, signIn }) => {
  await signIn({ name: 'نگار زمانی', kycLevel: 1 });
  await openDashboard(page, 'نگار زمانی');
  const figure = page.getByRole('figure', { name: 'نمودار قیمت طلا' });
  await expect(figure).toHaveAttribute('dir', 'ltr');
  await expect(figure).toContainText('قیمت خرید اکنون: ۷٬۸۵۰٬۰۰۰');
  // The axis's labels, in time order as the axis makes them: the first (oldest) drawn left of the last (newest).
  const labels = figure.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(labels.first()).toHaveText(/[۰-۹]{2}:[۰-۹]{2}/);
  const first = (await labels.first().boundingBox())!;
  const last = (await labels.last().boundingBox())!;
  expect(first.x).toBeLessThan(last.x);
});

test('keyboard: Tab into the chart, a price tick arrives, Tab leaves it and the focus stays out', async ({
  page,
  control,
  signIn,
}) => {
  await signIn({ name: 'کیان صفحه‌کلید', kycLevel: 1 });
  await openDashboard(page, 'کیان صفحه‌کلید');
  const figure = page.getByRole('figure', { name: 'نمودار قیمت طلا' });
  await expect(figure).toContainText('قیمت خرید اکنون: ۷٬۸۵۰٬۰۰۰');
  const focusInChart = () => figure.evaluate((element) => element.contains(document.activeElement));

  // From the last range, Tab goes into the chart; End moves to the newest point, the one a tick moves.
  await page.getByRole('group', { name: 'بازه نمودار' }).getByRole('button', { name: 'یک سال' }).focus();
  await page.keyboard.press('Tab');
  expect(await focusInChart()).toBe(true);
  await page.keyboard.press('End');

  await control.setPrice({ buyPrice: 7_870_000, sellPrice: 7_800_000 });
  await expect(figure).toContainText('قیمت خرید اکنون: ۷٬۸۷۰٬۰۰۰');
  expect(await focusInChart()).toBe(true);

  await page.keyboard.press('Tab');
  expect(await focusInChart()).toBe(false);
  const outside = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  for (const buyPrice of [7_880_000, 7_890_000]) {
    await control.setPrice({ buyPrice, sellPrice: buyPrice - 70_000 });
    await expect(figure).toContainText(`قیمت خرید اکنون: ${toman.format(buyPrice)}`);
    expect(await focusInChart()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))).toBe(outside);
  }
});
