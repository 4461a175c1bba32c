import type { Page } from '@playwright/test';
import { toPersianDigits } from '@gold/contracts/rules/digits';
import { goldPriceResponseSchema } from '@gold/contracts/prices';
import {
  expect,
  expectAccessible,
  expectPanelRunning,
  keepScreenshot,
  label,
  test,
  toastWith,
  uniqueMobile,
  uniqueReceipt,
  sendBirthdate,
} from '../fixtures';

// Each demo scenario, played by the mock at twenty times its pace while the test does what the prospect does in the
// panel: every cue the scenario waits for is something done here, and every step it takes is seen landing in the page.
const SPEED = 20;

const fa = (n: number) => n.toLocaleString('fa-IR');
const bell = (page: Page) => page.getByRole('button', { name: 'اعلان‌ها' });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tomanCard = (page: Page) => page.getByRole('article', { name: 'تومان' });
const amountField = (page: Page) => page.getByRole('textbox', { name: /^مقدار \(گرم\)/ });
const tradeDialog = (page: Page) => page.getByRole('dialog', { name: /تأیید (خرید|فروش) طلا/ });
const conversation = (page: Page) => page.getByRole('log', { name: 'گفتگو' });

/** A buy of `grams` at the live price from the trading page; answers the dealers whose offers were shown. */
async function buyFromTradingPage(page: Page, grams: string): Promise<string[]> {
  await page.goto('/trading');
  await expect(page.getByRole('heading', { level: 1, name: 'معاملات طلا' })).toBeVisible();
  await amountField(page).fill(grams);
  await page.getByRole('button', { name: 'ثبت درخواست خرید' }).click();
  const offers = tradeDialog(page).getByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
  await expect(offers.getByRole('radio').first()).toBeVisible();
  const shown = await offers.locator('label').allInnerTexts();
  await tradeDialog(page).getByRole('button', { name: 'اجرای معامله' }).click();
  await expect(toastWith(page, /معامله با موفقیت انجام شد/)).toBeVisible();
  return shown;
}

test.afterEach(async ({ control }) => {
  // Whatever a story left behind: nothing plays on, the price walks and the market keeps its hours.
  await control.stopScenario();
  await control.setPrice({ mode: 'walk' });
  await control.setMarket('hours');
});

test('اولین روز مشتری: the prospect signs up, KYC and the first deposit are approved on cue, then the first trade', async ({
  page,
  control,
}, testInfo) => {
  test.setTimeout(120_000);
  // No customer named: whoever signs up first after the start is the story's.
  const started = await control.playScenario('first-day', { speed: SPEED });
  expect(started.steps[0].state).toBe('done');

  const mobile = uniqueMobile();
  await page.goto('/register');
  await page.getByLabel(label('شماره موبایل')).fill(mobile);
  await page.getByLabel(label('نام و نام خانوادگی')).fill('نرگس تهرانی');
  await page.getByLabel(label('رمز عبور')).first().fill('Strong#Pass1');
  await page.getByLabel(label('تکرار رمز عبور')).fill('Strong#Pass1');
  await page.getByRole('button', { name: 'ثبت‌نام' }).click();
  await page.getByLabel(label('کد تأیید')).fill(await control.otp(mobile, 'register'));
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  // The welcome arrives in the bell.
  await expect(bell(page)).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده');

  // KYC: the national ID and the birthdate, each approved by the story once sent.
  await page.goto('/settings?section=profile');
  await page.getByRole('button', { name: 'ویرایش کد ملی' }).click();
  await page.getByLabel(label('کد ملی جدید')).fill('۰۰۱۲۳۴۵۶۷۹');
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(region(page, 'کد ملی')).toContainText('۰۰۱۲۳۴۵۶۷۹');
  await expect(region(page, 'درخواست تغییر کد ملی')).toHaveCount(0);
  await sendBirthdate(page);
  await expect(region(page, 'درخواست تغییر تاریخ تولد')).toHaveCount(0);
  await page.getByRole('button', { name: 'احراز هویت', exact: true }).click();
  await expect(page.getByText('سطح ۱ از ۲')).toBeVisible();

  // The first deposit, with a bank receipt: confirmed by the story, the card rises live.
  await page.goto('/wallets');
  await tomanCard(page).getByRole('button', { name: 'واریز به کیف پول تومان' }).click();
  const deposit = page.getByRole('dialog', { name: /^واریز به کیف پول تومان/ });
  await deposit.getByRole('textbox', { name: /^مبلغ \(تومان\)/ }).fill('3000000');
  await deposit
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: uniqueReceipt() });
  await expect(deposit.getByText(/رسید بارگذاری شد/)).toBeVisible();
  await deposit.getByRole('button', { name: 'ثبت درخواست واریز' }).click();
  await expect(page.getByText('درخواست واریز ثبت شد و در انتظار تأیید است')).toBeVisible();
  await deposit.getByRole('button', { name: 'بستن' }).first().click();
  await expect(tomanCard(page)).toContainText(fa(3_000_000));

  // The first trade, and the story's congratulations after it.
  await buyFromTradingPage(page, '0.1');
  await expect(toastWith(page, 'تبریک برای نخستین معامله')).toBeVisible();
  await keepScreenshot(page, testInfo, 'scenario-first-day');

  const done = await control.scenarioStep(7);
  expect(done.status).toBe('finished');
  expect(done.customer).toEqual({ mobile: `+98${mobile.slice(1)}`, name: 'نرگس تهرانی' });
  expect(done.steps.map((s) => s.line).slice(1, 5)).toEqual([
    `نرگس تهرانی با شمارهٔ ${toPersianDigits(mobile)} ثبت‌نام کرد`,
    'اعلان «به پنل طلا خوش آمدید» برای نرگس تهرانی فرستاده شد',
    'تأیید شد: کد ملی، تاریخ تولد. سطح احراز هویت نرگس تهرانی: ۱',
    'واریز ۳٬۰۰۰٬۰۰۰ تومانی نرگس تهرانی تأیید شد',
  ]);
  expect((await control.marketStatus()).mode).toBe('hours');
});

test('نوسان بازار: the price held, an alert set, a sharp rise fires it, two dealers quiet, a trade at the top', async ({
  page,
  control,
  request,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const user = await signIn({ name: 'علی نوسانی', kycLevel: 1, balances: { toman: 50_000_000 } });
  await control.playScenario('market-swing', { speed: SPEED, mobile: user.localMobile });
  // The story holds the price where it is: read it, and the path it will take from there.
  await control.scenarioStep(1);
  const held = goldPriceResponseSchema.parse(await (await request.get('/gold-price')).json()).data;
  let top = { buyPrice: held.buyPrice, sellPrice: held.sellPrice };
  for (const percent of [0.6, 0.9, 1.2, -0.4]) {
    const move = (price: number) => Math.round((price * (1 + percent / 100)) / 1000) * 1000;
    const buyPrice = move(top.buyPrice);
    top = { buyPrice, sellPrice: Math.min(move(top.sellPrice), buyPrice - 1000) };
  }

  await page.goto('/trading');
  await expectPanelRunning(page);
  const prices = page.getByRole('region', { name: 'قیمت لحظه‌ای طلای ۱۸ عیار' });
  await expect(prices).toContainText(fa(held.buyPrice));
  // An alert a little above the buy price: the rise will reach it.
  const target = Math.round((held.buyPrice * 1.01) / 1000) * 1000;
  await prices.getByRole('button', { name: 'هشدار قیمت' }).click();
  const alert = page.getByRole('dialog', { name: 'هشدار قیمت' });
  await alert.getByRole('button', { name: 'قیمت خرید' }).click();
  await alert.getByRole('textbox', { name: label('قیمت هدف هر گرم') }).fill(String(target));
  await alert.getByRole('button', { name: 'ثبت هشدار' }).click();
  await expect(toastWith(page, 'هشدار قیمت ثبت شد')).toBeVisible();

  // On that cue: the warning, then the rise, live, and the alert fires at it.
  await expect(toastWith(page, 'بازار پرنوسان است')).toBeVisible();
  await expect(toastWith(page, 'قیمت خرید به هشدار شما رسید')).toBeVisible();
  await expect(prices).toContainText(fa(top.buyPrice));
  await keepScreenshot(page, testInfo, 'scenario-market-swing');

  // At the top two dealers are quiet: the trade goes through with the others' offers.
  await control.scenarioStep(5);
  const dealers = await buyFromTradingPage(page, '0.1');
  expect(dealers.length).toBeGreaterThan(0);
  for (const quiet of ['زرگری امین', 'صرافی زرین']) expect(dealers.join('\n')).not.toContain(quiet);

  const done = await control.scenarioStep(9);
  expect(done.status).toBe('finished');
  expect(done.steps[6].line).toMatch(/^علی نوسانی معامله کرد: خرید ۰٫۱ گرم به قیمت هر گرم .+ تومان$/);
  expect(done.steps[8].line).toBe('قیمت دوباره با نوسان عادی بازار حرکت می‌کند');
  expect((await control.marketStatus()).mode).toBe('hours');
});

test('پشتیبانی: a ticket raised and answered, a withdrawal approved, the ticket resolved', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const user = await signIn({ name: 'رضا پشتیبان', kycLevel: 2, balances: { toman: 10_000_000 } });
  await control.playScenario('support', { speed: SPEED, mobile: user.localMobile });

  await page.goto('/tickets');
  await page.getByRole('button', { name: 'تیکت جدید' }).first().click();
  const create = page.getByRole('dialog', { name: 'ثبت تیکت جدید' });
  await create.getByRole('textbox', { name: /^عنوان/ }).fill('برداشت از کیف پول');
  await create.getByRole('textbox', { name: /^شرح درخواست/ }).fill('می‌خواهم بخشی از موجودی را به حسابم برداشت کنم.');
  await create.getByRole('combobox', { name: /^دسته‌بندی/ }).selectOption({ label: 'کیف پول' });
  await create.getByRole('button', { name: 'ثبت تیکت' }).click();
  await expect(toastWith(page, 'تیکت شما ثبت شد')).toBeVisible();
  const ticket = page.getByRole('article', { name: 'برداشت از کیف پول' });
  await ticket.getByRole('button', { name: 'مشاهده جزئیات' }).click();
  // The story's agent answers, by the customer's first name.
  await expect(conversation(page).getByText(/^سلام رضا عزیز، تیکت شما به دستم رسید/)).toBeVisible();
  await page.getByRole('dialog', { name: 'برداشت از کیف پول' }).getByRole('button', { name: 'بستن' }).first().click();

  // The withdrawal it asked for: held, then approved by the story, and the balance falls.
  await page.goto('/wallets');
  await tomanCard(page).getByRole('button', { name: 'برداشت از کیف پول تومان' }).click();
  const withdraw = page.getByRole('dialog', { name: /^برداشت از کیف پول تومان/ });
  await expect(withdraw.getByRole('radio')).toBeChecked();
  await withdraw.getByRole('textbox', { name: /^مبلغ/ }).fill('4000000');
  await withdraw.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
  await expect(withdraw).toBeHidden();
  await expect(tomanCard(page)).toContainText(`موجودی کل${fa(6_000_000)}`);
  await page.getByRole('tab', { name: 'درخواست‌های برداشت' }).click();
  await expect(page.getByRole('list', { name: 'فهرست درخواست‌های برداشت' }).getByRole('listitem').first()).toContainText(
    'تأییدشده',
  );

  // And the ticket is resolved, with the agent's last word.
  await page.goto('/tickets');
  await expect(ticket).toContainText('حل‌شده');
  await ticket.getByRole('button', { name: 'مشاهده جزئیات' }).click();
  await expect(conversation(page).getByText(/^برداشت شما تأیید شد/)).toBeVisible();
  await keepScreenshot(page, testInfo, 'scenario-support');

  const done = await control.scenarioStep(2);
  expect(done.status).toBe('finished');
  expect(done.steps[1].line).toBe('برداشت ۴٬۰۰۰٬۰۰۰ تومانی رضا پشتیبان تأیید شد');
});

test('the console plays, pauses, resumes and stops a scenario from the keyboard, its steps updating', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  const user = await signIn({ name: 'مینا کنسولی', kycLevel: 2 });
  await page.goto('/__mock/console');
  const section = page.getByRole('region', { name: 'سناریوهای نمایشی' });
  const choice = section.getByRole('combobox', { name: 'سناریو' });
  await expect(choice.locator('option')).toHaveText(['اولین روز مشتری', 'نوسان بازار', 'پشتیبانی']);
  // A scenario not playing shows its steps and their delays.
  await choice.selectOption({ label: 'نوسان بازار' });
  await expect(section.getByRole('row')).toHaveCount(11);
  await expect(section.getByRole('row').nth(5)).toContainText('جهش تند قیمت در چهار گام');
  await expect(section.getByRole('row').nth(5)).toContainText('پس از ۲ ثانیه');
  await expect(section.locator('#scenario-description')).toContainText('روزی پرنوسان.');
  await choice.selectOption({ label: 'پشتیبانی' });

  // The mobile, then Enter: the form plays the story.
  await section.getByRole('textbox', { name: 'موبایل مشتری (اختیاری)' }).fill(user.localMobile);
  await page.keyboard.press('Enter');
  await expect(page.locator('#status')).toHaveText('پخش «پشتیبانی» آغاز شد');
  const state = section.locator('#scenario-state');
  await expect(state).toContainText('در حال پخش: گام ۱ از ۳');
  await expect(state).toContainText(`مشتری: مینا کنسولی (${user.localMobile})`);
  await expect(section.getByRole('row').nth(1)).toContainText('در انتظار تیکت مشتری');

  // Tab from the play button to pause, then on to resume and stop.
  await expect(section.getByRole('button', { name: 'مکث' })).toBeEnabled();
  await section.getByRole('button', { name: 'پخش' }).focus();
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'مکث' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(state).toContainText('مکث در گام ۱ از ۳');
  await section.getByRole('button', { name: 'ادامه' }).focus();
  await page.keyboard.press('Enter');
  await expect(state).toContainText('در حال پخش: گام ۱ از ۳');
  await expectAccessible(page, 'console: scenarios');
  await keepScreenshot(page, testInfo, 'console-scenarios');
  await section.getByRole('button', { name: 'توقف' }).focus();
  await page.keyboard.press('Enter');
  await expect(state).toContainText('در گام ۱ از ۳ متوقف شد');
  await expect(section.getByRole('row').nth(3)).toContainText('اجرا نشد');
  expect((await control.scenarioPlayback())!.status).toBe('stopped');
});
