import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, keepScreenshot, test, uniqueReceipt } from '../fixtures';

/** A Windows program's first bytes, under a PDF's name. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const fa = (n: number) => n.toLocaleString('fa-IR');
const tomanCard = (page: Page) => page.getByRole('article', { name: 'تومان' });
const dialog = (page: Page, name: RegExp) => page.getByRole('dialog', { name });

async function openDeposit(page: Page) {
  await tomanCard(page).getByRole('button', { name: 'واریز به کیف پول تومان' }).click();
  return dialog(page, /^واریز به کیف پول تومان/);
}

async function openWithdraw(page: Page) {
  await tomanCard(page).getByRole('button', { name: 'برداشت از کیف پول تومان' }).click();
  return dialog(page, /^برداشت از کیف پول تومان/);
}

/** The salesperson's console in a second page: approve or reject the one item whose summary names `who`. */
async function decideInConsole(page: Page, who: string, decision: 'تأیید' | 'رد') {
  const demo = await page.context().newPage();
  await demo.goto('/__mock/console');
  const row = demo.getByRole('row').filter({ hasText: who });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(`^${decision}:`) }).click();
  await expect(demo.locator('#status')).toContainText(`${decision} شد`);
  await demo.close();
}

test('a gateway deposit raises the Toman card at once', async ({ page, signIn }) => {
  await signIn({ balances: { toman: 1_000_000 } });
  await page.goto('/wallets');
  await expect(tomanCard(page)).toContainText('۱٬۰۰۰٬۰۰۰');
  const deposit = await openDeposit(page);
  await deposit.getByRole('radio', { name: 'پرداخت از درگاه بانکی' }).check();
  await deposit.getByRole('button', { name: '۵۰۰ هزار تومان' }).click();
  await deposit.getByRole('button', { name: 'پرداخت آنلاین' }).click();
  await expect(deposit.getByText('واریز انجام شد و موجودی شما افزایش یافت')).toBeVisible();
  await expect(deposit).toBeHidden();
  await expect(tomanCard(page)).toContainText('۱٬۵۰۰٬۰۰۰');
});

test('a receipt deposit: upload with progress, pending, approved in the console, the card rises live', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn({ name: 'واریزکننده رسید', balances: { toman: 2_000_000 } });
  await page.goto('/wallets');
  const deposit = await openDeposit(page);
  // Persian digits, shown with separators as typed.
  const amount = deposit.getByRole('textbox', { name: /^مبلغ \(تومان\)/ });
  await amount.fill('۳۰۰۰۰۰۰');
  await expect(amount).toHaveValue(/۳٬۰۰۰٬۰۰۰|3,000,000/);
  await deposit
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: uniqueReceipt() });
  await expect(deposit.getByText(/رسید بارگذاری شد/)).toBeVisible();
  await expectAccessibleInBothThemes(page, 'wallets: deposit dialog');
  await keepScreenshot(page, testInfo, 'wallets-deposit-1280');
  await deposit.getByRole('button', { name: 'ثبت درخواست واریز' }).click();
  await expect(page.getByText('درخواست واریز ثبت شد و در انتظار تأیید است')).toBeVisible();
  await deposit.getByRole('button', { name: 'بستن' }).first().click();

  await page.getByRole('tab', { name: 'درخواست‌های واریز' }).click();
  const requests = page.getByRole('list', { name: 'فهرست درخواست‌های واریز' });
  await expect(requests.getByRole('listitem').first()).toContainText('در انتظار تأیید');
  await expect(requests.getByRole('listitem').first()).toContainText('۳٬۰۰۰٬۰۰۰');

  await decideInConsole(page, 'واریزکننده رسید', 'تأیید');
  await expect(requests.getByRole('listitem').first()).toContainText('تأییدشده');
  await page.getByRole('tab', { name: 'کیف‌پول‌ها' }).click();
  await expect(tomanCard(page)).toContainText('۵٬۰۰۰٬۰۰۰');
});

test('an EXE renamed .pdf is refused with the Persian message', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/wallets');
  const deposit = await openDeposit(page);
  await deposit.locator('input[type="file"]').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: EXE });
  await expect(deposit.getByText(/فقط فایل JPG، PNG یا PDF پذیرفته می‌شود/)).toBeVisible();
  await expect(deposit.getByText(/رسید بارگذاری شد/)).toHaveCount(0);
});

test('withdraw at KYC level 2: held, rejected in the console and released; again, approved, and the balance falls', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn({ name: 'برداشت‌کننده آزمایشی', kycLevel: 2, balances: { toman: 10_000_000 } });
  await page.goto('/wallets');
  let withdraw = await openWithdraw(page);
  // The one verified account is chosen already.
  await expect(withdraw.getByRole('radio')).toBeChecked();
  await withdraw.getByRole('textbox', { name: /^مبلغ/ }).fill('20000000');
  await withdraw.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
  await expect(withdraw.getByText(`مبلغ درخواستی نمی‌تواند بیشتر از ${fa(10_000_000)} تومان باشد`)).toBeVisible();
  await withdraw.getByRole('textbox', { name: /^مبلغ/ }).fill('3000000');
  await expectAccessibleInBothThemes(page, 'wallets: withdraw dialog');
  await keepScreenshot(page, testInfo, 'wallets-withdraw-1280');
  await withdraw.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
  // The success itself, by its role: the server's notice of the same name is said inside the dialog too, as a toast
  // shown over a modal is (shared/ui/modal-announcer.tsx).
  await expect(withdraw.getByRole('alert')).toContainText('درخواست برداشت ثبت شد');
  await expect(withdraw).toBeHidden();
  // Frozen rises, usable falls, the total stays.
  await expect(tomanCard(page)).toContainText(`موجودی مسدودشده${fa(3_000_000)}`);
  await expect(tomanCard(page)).toContainText(`موجودی قابل استفاده${fa(7_000_000)}`);

  await decideInConsole(page, 'برداشت‌کننده آزمایشی', 'رد');
  await expect(tomanCard(page)).not.toContainText('موجودی مسدودشده');
  await expect(tomanCard(page)).toContainText(`موجودی قابل استفاده${fa(10_000_000)}`);

  withdraw = await openWithdraw(page);
  await withdraw.getByRole('textbox', { name: /^مبلغ/ }).fill('4000000');
  await withdraw.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
  await expect(withdraw).toBeHidden();
  await decideInConsole(page, 'برداشت‌کننده آزمایشی', 'تأیید');
  await expect(tomanCard(page)).toContainText(`موجودی کل${fa(6_000_000)}`);
  await page.getByRole('tab', { name: 'درخواست‌های برداشت' }).click();
  const list = page.getByRole('list', { name: 'فهرست درخواست‌های برداشت' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('تأییدشده');
  await expect(list.getByRole('listitem').nth(1)).toContainText('ردشده');
});

test('withdraw at KYC level 1 shows the level notice', async ({ page, signIn }) => {
  await signIn({ kycLevel: 1, balances: { toman: 10_000_000 } });
  await page.goto('/wallets');
  const withdraw = await openWithdraw(page);
  await expect(withdraw.getByText('برای برداشت، احراز هویت سطح ۲ لازم است')).toBeVisible();
  await expect(withdraw.getByText('سطح فعلی شما: ۱')).toBeVisible();
  await expect(withdraw.getByText('سطح لازم: ۲')).toBeVisible();
  await expect(withdraw.getByRole('button', { name: 'ثبت درخواست برداشت' })).toHaveCount(0);
});

test('transactions page across three pages; the balances hide; the deposit ID copies', async ({
  page,
  context,
  request,
  signIn,
}, testInfo) => {
  const user = await signIn({ balances: { toman: 1_000 } });
  for (let i = 1; i <= 24; i++) {
    const res = await request.post(`/__mock/wallets/${user.localMobile}/credit`, {
      data: { currency: 'TOMAN', amount: 1_000 * i },
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto('/wallets');
  await expect(tomanCard(page)).toContainText(fa(1_000 + 300_000));
  await expectAccessibleInBothThemes(page, 'wallets: cards');
  await keepScreenshot(page, testInfo, 'wallets-cards-1280');

  // Show and hide.
  await page.getByRole('button', { name: 'پنهان کردن موجودی‌ها' }).click();
  await expect(tomanCard(page)).toContainText('••••••');
  await expect(tomanCard(page)).not.toContainText(fa(301_000));
  await page.getByRole('button', { name: 'پنهان کردن موجودی‌ها' }).click();
  await expect(tomanCard(page)).toContainText(fa(301_000));

  await page.getByRole('tab', { name: 'تراکنش‌ها' }).click();
  const list = page.getByRole('list', { name: 'فهرست تراکنش‌ها' });
  const pages = page.getByRole('navigation', { name: 'صفحه‌بندی تراکنش‌ها' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(pages).toContainText('نمایش ۱ تا ۱۰ از ۲۵ مورد');
  await expectAccessibleInBothThemes(page, 'wallets: transactions');
  await pages.getByRole('button', { name: 'صفحه ۲' }).click();
  await expect(pages).toContainText('نمایش ۱۱ تا ۲۰ از ۲۵ مورد');
  await pages.getByRole('button', { name: 'صفحه بعد' }).click();
  await expect(pages).toContainText('نمایش ۲۱ تا ۲۵ از ۲۵ مورد');
  await expect(list.getByRole('listitem')).toHaveCount(5);
  for (const tab of ['درخواست‌های واریز', 'درخواست‌های برداشت']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectAccessibleInBothThemes(page, `wallets: ${tab}`);
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('tab', { name: 'تراکنش‌ها' }).click();
  await keepScreenshot(page, testInfo, 'wallets-transactions-375');

  // The deposit ID: 'PARZ-' and the last 8 characters of the user id, copied with a confirmation.
  await page.getByRole('tab', { name: 'کیف‌پول‌ها' }).click();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const deposit = await openDeposit(page);
  await keepScreenshot(page, testInfo, 'wallets-deposit-375');
  await deposit.getByRole('button', { name: 'کپی شناسه' }).click();
  await expect(deposit.getByRole('button', { name: 'کپی شد' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.depositReferenceId);
});
