import type { APIRequestContext, Page } from '@playwright/test';
import { onlyDigits } from '@gold/contracts/rules/digits';
import { controlTradeRequestsResponseSchema } from '@gold/contracts/control';
import { cancelTradeResponseSchema, openTradeResponseSchema } from '@gold/contracts/trading';
import { walletListResponseSchema } from '@gold/contracts/wallets';
import {
  expect,
  expectAccessibleInBothThemes,
  holdPrice,
  keepScreenshot,
  test,
  type Control,
  type SignedInUser,
  toastWith,
} from '../fixtures';

/** A held price: every figure below follows from it. */
const PRICE = { buyPrice: 7_850_000, sellPrice: 7_780_000 };

holdPrice(PRICE);

const amountField = (page: Page) => page.getByRole('textbox', { name: /^مقدار \(گرم\)/ });
const submitBuy = (page: Page) => page.getByRole('button', { name: 'ثبت درخواست خرید' });
const dialog = (page: Page) => page.getByRole('dialog', { name: /تأیید (خرید|فروش) طلا/ });
const history = (page: Page) => page.getByRole('list', { name: 'تاریخچه معاملات' });
/** The offer that will execute: the checked one of the dealers' single-choice group. */
const chosenOffer = (page: Page) => dialog(page).getByRole('radio', { checked: true });
/** The order as it stands, just above the submit button. */
const orderSummary = (page: Page) => page.getByText('مبلغ کل', { exact: true }).locator('xpath=following-sibling::*[1]');

async function openTrading(page: Page) {
  await page.goto('/trading');
  await expect(page.getByRole('heading', { level: 1, name: 'معاملات طلا' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /قیمت هر گرم/ })).toHaveValue('۷٬۸۵۰٬۰۰۰');
}

/** The trading page with a buy of 1 g asked for: the confirmation open, its best offer chosen. */
async function askToBuyOneGram(page: Page) {
  await openTrading(page);
  await amountField(page).fill('1');
  await submitBuy(page).click();
  await expect(chosenOffer(page)).toBeVisible();
}

/** The Toman figure in an offer's text: its Persian digits, read back. */
const tomanIn = (text: string) => Number(onlyDigits(text));

/** The customer's wallets, as the API has them: Toman and grams. */
async function balances(control: Control, user: SignedInUser) {
  const { data } = await control.asUser(user.session.accessToken, 'get', '/wallets/me', walletListResponseSchema);
  const of = (code: string) => data.find((w) => w.currency.code === code)!;
  return { toman: Number(of('TOMAN').balance), gold: Number(of('GOLD_18K').balance), frozen: Number(of('TOMAN').frozenAmount) };
}

test('below KYC level 1 the tools give way to the card, whose button leads to the KYC settings', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn({ kycLevel: 0 });
  await page.goto('/trading');
  const card = page.getByRole('region', { name: 'برای معامله، احراز هویت لازم است' });
  await expect(card).toContainText('سطح فعلی شما: ۰');
  await expect(card).toContainText('تأیید کد ملی');
  await expect(card).toContainText('تأیید تاریخ تولد');
  await expect(page.getByRole('button', { name: /ثبت درخواست/ })).toHaveCount(0);
  await expectAccessibleInBothThemes(page, 'trading: KYC required');
  await keepScreenshot(page, testInfo, 'trading-kyc-required');
  await card.getByRole('link', { name: 'تکمیل احراز هویت' }).click();
  await expect(page).toHaveURL(/\/settings\?section=kyc$/);
});

test('a KYC-1 customer buys 0.5 g: the best offer, execute, the toast, the history and both wallets', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  const user = await signIn({ kycLevel: 1, balances: { toman: 50_000_000 } });
  await openTrading(page);
  await expect(page.getByText('هنوز معامله‌ای ثبت نکرده‌اید')).toBeVisible();
  // Persian digits and the Persian decimal point are taken.
  await amountField(page).fill('۰٫۵');
  await expect(amountField(page)).toHaveValue('۰٫۵');
  await expect(orderSummary(page)).toHaveText('≈ ۰٫۵ گرم، ۳٬۹۲۵٬۰۰۰ تومان');
  // The one total describes the submit button: a screen reader reads the figure shown, when it is shown.
  await expect(submitBuy(page)).toHaveAccessibleDescription('≈ ۰٫۵ گرم، ۳٬۹۲۵٬۰۰۰ تومان');
  await expectAccessibleInBothThemes(page, 'trading: form and history');
  await keepScreenshot(page, testInfo, 'trading-form-1280');

  await submitBuy(page).click();
  const confirm = dialog(page);
  const offers = confirm.getByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
  await expect(offers.getByRole('radio').first()).toBeVisible();
  const prices = (await offers.locator('label').allInnerTexts()).map(tomanIn);
  expect(prices.length).toBeGreaterThanOrEqual(3);
  expect(prices.length).toBeLessThanOrEqual(5);
  // The best offer for a buyer is the lowest, never above the price the form showed; it is chosen to begin with.
  const best = Math.min(...prices);
  expect(best).toBeLessThanOrEqual(PRICE.buyPrice);
  const chosen = offers.locator('label').filter({ has: page.getByRole('radio', { checked: true }) });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText('بهترین پیشنهاد');
  await expect(chosen).toContainText(best.toLocaleString('fa-IR'));
  await expect(confirm.getByRole('timer')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'trading: confirmation dialog');
  await keepScreenshot(page, testInfo, 'trading-dialog-1280');

  await confirm.getByRole('button', { name: 'اجرای معامله' }).click();
  await expect(toastWith(page, /معامله با موفقیت انجام شد/)).toBeVisible();
  await expect(confirm).toBeHidden();
  const total = Math.round((500 * best) / 1000);
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
  await expect(history(page).getByRole('listitem').first()).toContainText('انجام شده');
  await expect(history(page).getByRole('listitem').first()).toContainText(`${total.toLocaleString('fa-IR')} تومان`);
  // The wallets moved, live: the Toman helper under the amount, then the gold one on the sell side.
  await expect(page.getByText(`موجودی قابل استفاده: ${(50_000_000 - total).toLocaleString('fa-IR')} تومان`)).toBeVisible();
  await page.getByRole('button', { name: 'فروش', exact: true }).click();
  await expect(page.getByText('موجودی قابل استفاده: ۰٫۵ گرم')).toBeVisible();
  expect(await balances(control, user)).toEqual({ toman: 50_000_000 - total, gold: 0.5, frozen: 0 });
  // And the notification reached the bell.
  await expect(page.getByRole('button', { name: 'اعلان‌ها' })).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده');
  await keepScreenshot(page, testInfo, 'trading-after-buy-1280');

  await page.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(page, testInfo, 'trading-after-buy-375');
});

test('a sell of more gold than held shows the insufficient-gold message; a closed market shows the closed one', async ({
  page,
  control,
  signIn,
}) => {
  await signIn({ kycLevel: 1, balances: { toman: 1_000_000, gold: 0.25 } });
  await openTrading(page);
  await page.getByRole('button', { name: 'فروش', exact: true }).click();
  // The pressed side in its colour: sell in the theme's red, buy in its green.
  await expect(page.getByRole('button', { name: 'فروش', exact: true })).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(page.getByRole('button', { name: 'خرید', exact: true })).not.toHaveCSS('color', 'rgb(27, 110, 58)');
  await amountField(page).fill('0.5');
  await expect(page.getByText('موجودی طلای کافی نیست. موجودی فعلی: ۰٫۲۵ گرم، مقدار مورد نیاز: ۰٫۵ گرم')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ثبت درخواست فروش' })).toBeDisabled();

  await page.getByRole('button', { name: 'خرید', exact: true }).click();
  await expect(page.getByRole('button', { name: 'خرید', exact: true })).toHaveCSS('color', 'rgb(27, 110, 58)');
  await expect(page.getByRole('button', { name: 'فروش', exact: true })).not.toHaveCSS('color', 'rgb(179, 38, 30)');
  await amountField(page).fill('1');
  await expect(
    page.getByText('موجودی تومانی کافی نیست. موجودی فعلی: ۱٬۰۰۰٬۰۰۰ تومان، مبلغ مورد نیاز: ۷٬۸۵۰٬۰۰۰ تومان'),
  ).toBeVisible();

  await amountField(page).fill('0.1');
  await expect(submitBuy(page)).toBeEnabled();
  await control.setMarket('closed');
  await expect(
    page.getByText(/بازار بسته است و اکنون نمی‌توان درخواست معامله ثبت کرد. ساعات کاری: شنبه تا چهارشنبه/),
  ).toBeVisible();
  await expect(submitBuy(page)).toBeDisabled();
});

test('on the clock: yellow at 30, red at 10, and at 0 the best offer executes by itself', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  const user = await signIn({ kycLevel: 1, balances: { toman: 20_000_000 } });
  await page.clock.install();
  await openTrading(page);
  await amountField(page).fill('1');
  await submitBuy(page).click();
  const countdown = dialog(page).getByTestId('trade-countdown');
  await expect(chosenOffer(page)).toBeVisible();
  await expect(countdown).toHaveAttribute('data-tone', 'success');

  await page.clock.runFor(30_000);
  await expect(countdown).toHaveAttribute('data-tone', 'warning');
  await expect(dialog(page).getByRole('timer')).toHaveText('۰:۳۰');
  await page.clock.runFor(20_000);
  await expect(countdown).toHaveAttribute('data-tone', 'error');
  await expect(
    dialog(page).getByText('کمتر از ۱۰ ثانیه مانده است؛ در پایان زمان، پیشنهاد انتخاب‌شده خودکار اجرا می‌شود.'),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'trading-countdown-red');

  await page.clock.runFor(10_000);
  await expect(toastWith(page, /معامله با موفقیت انجام شد/)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(history(page).getByRole('listitem').first()).toContainText('انجام شده');
  expect((await balances(control, user)).gold).toBe(1);
});

/** The customer's one open request, as the demo console sees it. */
async function openRequestOf(request: APIRequestContext, user: SignedInUser): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/__mock/trade-requests');
      const { items } = controlTradeRequestsResponseSchema.parse(await res.json());
      id = items.find((i) => i.mobile === `+98${user.localMobile.slice(1)}`)?.id;
      return id !== undefined;
    })
    .toBe(true);
  return id!;
}

test('a request ended from the demo console closes the panel’s confirmation with a message, and its hold is back', async ({
  page,
  context,
  control,
  request,
  signIn,
}, testInfo) => {
  const user = await signIn({ kycLevel: 1, name: 'خریدار کنسول', balances: { toman: 20_000_000 } });
  await askToBuyOneGram(page);
  await openRequestOf(request, user);
  expect((await balances(control, user)).frozen).toBeGreaterThan(0);

  // The salesperson ends the window from the console, which lists the open request with its offers.
  const demo = await context.newPage();
  await demo.goto('/__mock/console');
  const row = demo.getByRole('row').filter({ hasText: 'خریدار کنسول' });
  await expect(row).toContainText('خرید ۱ گرم، حداکثر ۷٬۸۵۰٬۰۰۰ تومان');
  await keepScreenshot(demo, testInfo, 'console-open-trade');
  await row.getByRole('button', { name: /^پایان مهلت/ }).click();
  await expect(demo.locator('#status')).toContainText('مهلت درخواست به پایان رسید');
  await demo.close();
  // The expiry is pushed to the panel: its confirmation closes by itself, says why, and nothing can execute.
  await expect(toastWith(page, 'مهلت این درخواست معامله به پایان رسید و مبلغ بلوکه‌شده آزاد شد')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(submitBuy(page)).toBeFocused();
  await expect(history(page).getByRole('listitem').first()).toContainText('لغو شده');
  expect(await balances(control, user)).toEqual({ toman: 20_000_000, gold: 0, frozen: 0 });
});

test('cancel releases the hold; a cancel of a request already cancelled says so and closes', async ({
  page,
  control,
  request,
  signIn,
}) => {
  const user = await signIn({ kycLevel: 1, balances: { toman: 20_000_000 } });
  await askToBuyOneGram(page);
  await dialog(page).getByRole('button', { name: 'لغو معامله' }).click();
  await expect(toastWith(page, 'درخواست معامله لغو شد و مبلغ نگه‌داشته‌شده آزاد شد')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  // Back where the customer was.
  await expect(submitBuy(page)).toBeFocused();
  expect((await balances(control, user)).frozen).toBe(0);

  // The same request cancelled elsewhere (another tab): this dialog hears of it and closes by itself.
  await submitBuy(page).click();
  await expect(chosenOffer(page)).toBeVisible();
  const id = await openRequestOf(request, user);
  await control.asUser(user.session.accessToken, 'post', `/api/trade-requests/${id}/cancel`, cancelTradeResponseSchema);
  await expect(toastWith(page, 'این درخواست معامله در جای دیگری لغو شد و مبلغ بلوکه‌شده آزاد شد')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(history(page).getByRole('listitem')).toHaveCount(2);
  await expect(history(page).getByRole('listitem').first()).toContainText('لغو شده');
});

test('a toast over the open confirmation is announced inside it, where a screen reader still listens', async ({
  page,
  control,
  request,
  signIn,
}) => {
  const user = await signIn({ kycLevel: 1, balances: { toman: 20_000_000 } });
  await askToBuyOneGram(page);
  const id = await openRequestOf(request, user);
  await control.setFaults({ failRate: 1, failStatus: 500, pathPrefix: `/api/trade-requests/${id}/cancel` });
  try {
    await dialog(page).getByRole('button', { name: 'لغو معامله' }).click();
    // The toast itself is under the page the open dialog hides from assistive technology (MUI sets aria-hidden on it):
    // its words are said once, from a polite live region inside the dialog.
    await expect(toastWith(page, 'خطا در لغو معامله')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'خطا در لغو معامله' })).toHaveCount(1);
    await expect(dialog(page).getByRole('status').filter({ hasText: 'خطا در لغو معامله' })).toHaveCount(1);
    await expect(dialog(page)).toBeVisible();
  } finally {
    await control.setFaults({});
  }
  await dialog(page).getByRole('button', { name: 'لغو معامله' }).click();
  await expect(dialog(page)).toBeHidden();
  expect((await balances(control, user)).frozen).toBe(0);
});

test('buy by Toman: the grams follow, rounded down to the milligram', async ({ page, signIn }, testInfo) => {
  await signIn({ kycLevel: 1, balances: { toman: 20_000_000 } });
  await openTrading(page);
  await page.getByRole('switch', { name: 'ورود مبلغ به تومان' }).check();
  const toman = page.getByRole('textbox', { name: /^مبلغ \(تومان\)/ });
  await toman.fill('۱۰۰۰۰۰۰');
  // 1,000,000 / 7,850,000 = 0.12738… g: 127 mg, which costs 996,950 Toman.
  await expect(page.getByText('معادل ۰٫۱۲۷ گرم (به پایین گرد شده تا یک میلی‌گرم)')).toBeVisible();
  await expect(orderSummary(page)).toHaveText('≈ ۰٫۱۲۷ گرم، ۹۹۶٬۹۵۰ تومان');
  await expect(submitBuy(page)).toBeEnabled();
  await page.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(page, testInfo, 'trading-by-toman-375');
  await submitBuy(page).click();
  await expect(dialog(page).getByText('۰٫۱۲۷ گرم')).toBeVisible();
  await expect(chosenOffer(page)).toBeVisible();
  // Settled colours, not a frame of the theme's transition.
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await keepScreenshot(page, testInfo, 'trading-dialog-375-dark');
});

test('a reload during the countdown takes the request up again with the time left, and it executes at 0', async ({
  page,
  control,
  signIn,
}) => {
  const user = await signIn({ kycLevel: 1, balances: { toman: 20_000_000 } });
  await page.clock.install();
  await askToBuyOneGram(page);
  const token = user.session.accessToken;
  // A second or more of the window gone on the server's clock, so what is left is less than the whole.
  await expect
    .poll(
      async () => (await control.asUser(token, 'get', '/api/trade-requests/open', openTradeResponseSchema)).request?.secondsLeft,
    )
    .toBeLessThan(60);
  expect((await balances(control, user)).frozen).toBeGreaterThan(0);

  await page.reload();
  const resumed = dialog(page);
  await expect(resumed.getByText(/این درخواست را پیش‌تر ثبت کرده‌اید/)).toBeVisible();
  await expect(chosenOffer(page)).toBeVisible();
  const left = await resumed.getByRole('timer').innerText();
  expect(left).toMatch(/^۰:[۰-۵][۰-۹]$/);

  await page.clock.runFor(60_000);
  await expect(toastWith(page, /معامله با موفقیت انجام شد/)).toBeVisible();
  await expect(resumed).toBeHidden();
  // One request, taken up again rather than made anew.
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
  await expect(history(page).getByRole('listitem').first()).toContainText('انجام شده');
  expect(await balances(control, user)).toMatchObject({ gold: 1, frozen: 0 });
});

test('money held by an open request says so on the wallet, leads back to it, and once cancelled is listed as released', async ({
  page,
  control,
  signIn,
}) => {
  const user = await signIn({ kycLevel: 1, balances: { toman: 20_000_000 } });
  await askToBuyOneGram(page);

  // Away from the page with the request open: the Toman card says what holds its money.
  await page.goto('/wallets');
  const toman = page.getByRole('article', { name: 'تومان' });
  await expect(toman).toContainText('۷٬۸۵۰٬۰۰۰ تومان برای درخواست خرید در انتظار تأیید بلوکه شده است.');
  expect((await balances(control, user)).frozen).toBe(7_850_000);
  await toman.getByRole('link', { name: 'ادامه درخواست معامله' }).click();

  await expect(page).toHaveURL(/\/trading$/);
  await expect(dialog(page).getByText(/این درخواست را پیش‌تر ثبت کرده‌اید/)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'لغو معامله' }).click();
  await expect(dialog(page)).toBeHidden();
  // Taken up after a navigation, it gives focus back to the form.
  await expect(page.getByRole('group', { name: 'درخواست معامله' })).toBeFocused();

  // The hold came back whole: listed as released, not as a failed debit.
  await page.goto('/wallets?tab=transactions');
  const row = page.getByRole('list', { name: 'فهرست تراکنش‌ها' }).getByRole('listitem').first();
  await expect(row).toContainText('آزادشده');
  await expect(row).toContainText('۷٬۸۵۰٬۰۰۰ تومان');
  await expect(row).not.toContainText('ناموفق');
  await expect(row).not.toContainText('−');
  await page.goto('/wallets');
  await expect(page.getByRole('article', { name: 'تومان' })).not.toContainText('بلوکه');
});

test('۲/۵ typed the way Iranians write it orders 2.5 g, and focus comes back to the submit button', async ({ page, signIn }) => {
  await signIn({ kycLevel: 1, balances: { toman: 50_000_000 } });
  await openTrading(page);
  // Key by key, as a customer types: the slash is the decimal mark, shown as ٫.
  await amountField(page).pressSequentially('۲/۵');
  await expect(amountField(page)).toHaveValue('۲٫۵');
  await expect(orderSummary(page)).toHaveText('≈ ۲٫۵ گرم، ۱۹٬۶۲۵٬۰۰۰ تومان');
  await submitBuy(page).click();
  await expect(dialog(page).getByText('۲٫۵ گرم')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'لغو معامله' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(submitBuy(page)).toBeFocused();

  // What the amount rule refuses is said, and nothing can be sent.
  await amountField(page).fill('1e3');
  await expect(page.getByText('نماد توان (e) پذیرفته نیست؛ عدد را کامل بنویسید')).toBeVisible();
  await expect(submitBuy(page)).toBeDisabled();
});
