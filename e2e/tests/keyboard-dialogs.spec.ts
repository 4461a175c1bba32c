import type { Locator, Page } from '@playwright/test';
import { expect, expectPanelRunning, holdPrice, test } from '../fixtures';

// The market open whenever the suite runs.
holdPrice({ buyPrice: 7_850_000, sellPrice: 7_780_000 });

test.beforeEach(async ({ signIn }) => {
  await signIn({ name: 'کیوان صفحه‌کلید', kycLevel: 1, balances: { toman: 50_000_000 } });
});

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, most = 60) {
  // Keys reach nothing while the page is the build's inert skeleton.
  await expectPanelRunning(page);
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached in ${most} presses of Tab`);
}

const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** Opens a dialog from `opener` by the keyboard, closes it with Escape, and expects the focus back on `opener`. */
async function walkDialog(page: Page, opener: Locator, dialog: Locator) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await focusInside(dialog), 'the focus moves into the dialog').toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('each wallet, ticket and bank-account dialog opens from the keyboard and gives the focus back when it closes', async ({
  page,
}) => {
  await page.goto('/wallets');
  const toman = page.getByRole('article', { name: 'تومان' });
  await walkDialog(
    page,
    toman.getByRole('button', { name: 'واریز به کیف پول تومان' }),
    page.getByRole('dialog', { name: /^واریز به کیف پول تومان/ }),
  );
  await walkDialog(
    page,
    toman.getByRole('button', { name: 'برداشت از کیف پول تومان' }),
    page.getByRole('dialog', { name: /^برداشت از کیف پول تومان/ }),
  );

  await page.goto('/tickets');
  await walkDialog(
    page,
    page.getByRole('button', { name: 'تیکت جدید' }).first(),
    page.getByRole('dialog', { name: 'ثبت تیکت جدید' }),
  );

  await page.goto('/settings?section=bank');
  await walkDialog(
    page,
    page.getByRole('button', { name: 'افزودن حساب بانکی' }),
    page.getByRole('dialog', { name: 'افزودن حساب بانکی' }),
  );
});

test('a trade asked by the keyboard alone: Enter opens the confirmation, Escape cancels it, the focus is back on the form', async ({
  page,
}) => {
  await page.goto('/trading');
  const amount = page.getByRole('textbox', { name: /^مقدار \(گرم\)/ });
  await tabTo(page, amount);
  await page.keyboard.type('۰/۵');
  await expect(amount).toHaveValue('۰٫۵');
  const submit = page.getByRole('button', { name: 'ثبت درخواست خرید' });
  // Enter sends the form once its prices and wallets are in, as the button shows.
  await expect(submit).toBeEnabled();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /تأیید خرید طلا/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
  expect(await focusInside(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
});
