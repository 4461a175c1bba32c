import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, expectNoSidewaysScroll, holdPrice, keepScreenshot, test } from '../fixtures';

const PRICE = { buyPrice: 7_850_000, sellPrice: 7_780_000 };

holdPrice(PRICE);

const movements = (page: Page) => page.getByRole('region', { name: 'گردش حساب' });
const chip = (page: Page, name: string) => page.getByRole('group', { name: 'دوره گزارش' }).getByRole('button', { name });

/** This Tehran month's Persian name, as the statement's header names the period. */
const thisMonth = () =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', { month: 'long', timeZone: 'Asia/Tehran' }).format(new Date());
const hasPoppler = spawnSync('pdftotext', ['-v']).status === 0;

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes and line breaks; rows end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endField();
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      field += c;
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

test('this month’s report lists a trade made now; the CSV downloads with a BOM and parses back', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  const user = await signIn({ name: 'لیلا گزارشی', kycLevel: 1, balances: { toman: 30_000_000 } });
  const bought = await control.trade(user.session.accessToken, 'buy', 1.25, PRICE.buyPrice);

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش‌ها' })).toBeVisible();
  await expect(chip(page, 'این ماه')).toHaveAttribute('aria-pressed', 'true');
  const boughtCard = page.getByRole('region', { name: 'طلای خریداری‌شده' });
  await expect(boughtCard).toContainText('۱٫۲۵ گرم');
  await expect(boughtCard).toContainText(`${new Intl.NumberFormat('fa-IR').format(bought.total)} تومان`);
  // The trade moved both wallets: Toman out, gold in.
  await expect(movements(page).getByRole('row').filter({ hasText: 'خرید' })).toHaveCount(2);
  await expect(movements(page)).toContainText('۱٫۲۵ گرم');
  await expect(page.getByRole('figure', { name: 'خرید و فروش طلا در هر ماه' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'reports: this month');
  await keepScreenshot(page, testInfo, 'reports-1280');
  await page.emulateMedia({ colorScheme: 'dark' });
  await keepScreenshot(page, testInfo, 'reports-1280-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^gozaresh-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(rows[0][0]).toBe('دوره');
  const header = rows.findIndex((row) => row[0] === 'تاریخ');
  expect(rows[header]).toEqual(['تاریخ', 'شرح', 'کیف پول', 'مبلغ', 'واحد', 'مانده']);
  const lines = rows.slice(header + 1);
  // The seeded balance, then the trade's two legs: numbers without separators, in Latin digits.
  expect(lines.find((row) => row[2] === 'کیف پول طلا' && row[3] === '1.25')).toBeTruthy();
  expect(lines.find((row) => row[2] === 'کیف پول تومان' && row[3] === String(-bought.total))).toBeTruthy();
  expect(lines.every((row) => /^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/.test(row[0]))).toBe(true);
});

test('a custom range from the Jalali pickers is kept in the address; an empty period says so; 375 px', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn({ name: 'کاوه بازه‌ای', kycLevel: 1 });
  await page.goto('/reports?period=last-month');
  await expect(page.getByText('در این دوره هیچ معامله، واریز یا برداشتی ثبت نشده است')).toBeVisible();

  await chip(page, 'بازه دلخواه').click();
  await expect(page).toHaveURL(/\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const range = page.getByRole('group', { name: 'بازه دلخواه گزارش' });
  const from = range.getByRole('group', { name: 'از تاریخ' });
  // The first of last month, in Persian digits.
  await expect(from).toContainText(/^[۰-۹]{4}\/[۰-۹]{2}\/۰۱/);
  const before = page.url();
  await range
    .getByRole('button', { name: /^تاریخ را انتخاب کنید/ })
    .first()
    .click();
  const calendar = page.getByRole('grid');
  await calendar.getByRole('gridcell', { name: '۱۵', exact: true }).click();
  await expect(page).not.toHaveURL(before);
  await expect(from).toContainText(/^[۰-۹]{4}\/[۰-۹]{2}\/۱۵/);
  // Typed too, a digit at a time: an end before the start says so and keeps the report; a later end follows (the
  // 28th, never the month's last day, which the range already ends on).
  const picked = page.url();
  const to = range.getByRole('group', { name: 'تا تاریخ' });
  await to.getByRole('spinbutton', { name: 'روز' }).click();
  await page.keyboard.press('0');
  await expect(to).toContainText(/^[۰-۹]{4}\/[۰-۹]{2}\/۰۰/);
  await page.keyboard.press('5');
  await expect(to).toContainText(/^[۰-۹]{4}\/[۰-۹]{2}\/۰۵/);
  await expect(range.getByText('تاریخ پایان نباید پیش از تاریخ شروع باشد')).toBeVisible();
  expect(page.url()).toBe(picked);
  await page.keyboard.press('2');
  await page.keyboard.press('8');
  await expect(to).toContainText(/^[۰-۹]{4}\/[۰-۹]{2}\/۲۸/);
  await expect(page).not.toHaveURL(picked);
  const reopened = page.url();
  expect(new URL(reopened).searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // A link reopens the same report.
  await page.goto(reopened);
  await expect(chip(page, 'بازه دلخواه')).toHaveAttribute('aria-pressed', 'true');
  await expect(from).toContainText(/^[۰-۹]{4}\/[۰-۹]{2}\/۱۵/);
  await expectAccessibleInBothThemes(page, 'reports: custom range, empty');

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page, 375);
  await keepScreenshot(page, testInfo, 'reports-custom-375');
  await page.emulateMedia({ colorScheme: 'dark' });
  await keepScreenshot(page, testInfo, 'reports-custom-375-dark');
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the PDF statement names the customer and the period in Persian, in order; the print view prints the same', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  // pdftotext copies the lam-alef ligature out as 'ال': the name avoids it.
  const user = await signIn({ name: 'نگار رضایی', kycLevel: 1, balances: { toman: 20_000_000 } });
  await control.trade(user.session.accessToken, 'buy', 0.75, PRICE.buyPrice);
  await page.goto('/reports');
  await expect(movements(page).getByRole('row').filter({ hasText: 'خرید' })).toHaveCount(2);

  // The PDF's layout engine is WebAssembly: the page's CSP must let it compile, and nothing may be refused.
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // It is laid out off the page's thread, in a worker of its own.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'دریافت PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = testInfo.outputPath('statement.pdf');
  await file.saveAs(pdf);
  expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  expect(errors).toEqual([]);
  expect(workers.some((url) => url.includes('render-statement.worker'))).toBe(true);

  if (!hasPoppler) {
    console.log('PDF statement: pdftotext is not installed (Debian: apt-get install poppler-utils); its text check is skipped.');
    testInfo.annotations.push({ type: 'skipped check', description: 'pdftotext not installed' });
  } else {
    // pdftotext wraps runs in bidi embedding marks; the words are read without them.
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(
      /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
      '',
    );
    const month = thisMonth();
    // Each word's letters come back in reading order (a reversed run would read 'ییاضر'), and the title precedes the name.
    expect(text).toContain('نگار');
    expect(text).toContain('رضایی');
    expect(text).toMatch(new RegExp(`${month} [۰-۹]{4}`));
    expect(text.indexOf(month)).toBeLessThan(text.indexOf('رضایی'));
    // Around digits pdftotext moves the spaces ('۰٫۷۵گرم'); the words and numbers themselves keep their order.
    expect(text).toMatch(/۰٫۷۵\s*گرم/);
    expect(text).toMatch(/صفحه\s*۱\s*از\s*۱/);
    const screenshots = resolve(testInfo.project.outputDir, 'screenshots');
    await mkdir(screenshots, { recursive: true });
    const first = resolve(screenshots, 'reports-pdf-page-1');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, first]);
    await testInfo.attach('reports-pdf-page-1', { path: `${first}.png`, contentType: 'image/png' });
  }

  await page.getByRole('link', { name: 'نسخه چاپی' }).click();
  await expect(page).toHaveURL(/\/reports\/print\?period=this-month$/);
  await expect(page.getByText('نگار رضایی')).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'reports: print view');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'چاپ' })).toBeHidden();
  await keepScreenshot(page, testInfo, 'reports-print');
  await page.emulateMedia({ media: 'screen' });
});
