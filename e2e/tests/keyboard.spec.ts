import type { Locator, Page } from '@playwright/test';
import { expect, expectPanelRunning, test } from '../fixtures';

test.beforeEach(async ({ signIn }) => {
  await signIn({ name: 'کیوان صفحه‌کلید', kycLevel: 1 });
});

/** Whether `target` has the keyboard's focus. */
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus; answers how many presses it took. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<number> {
  // Keys reach nothing while the page is the build's inert skeleton.
  await expectPanelRunning(page);
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`not reached in ${most} presses of Tab`);
}

/** The focus is on something: never dropped to the page's body, where the next Tab starts from the top. */
async function expectFocusKept(page: Page, after: string) {
  expect(
    await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body),
    `the focus after ${after}`,
  ).toBe(true);
}

test('the skip link is the first Tab stop, shows itself and takes the focus to the page', async ({ page }) => {
  await page.goto('/');
  await expectPanelRunning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'پرش به محتوای اصلی' });
  expect(await tabTo(page, skip)).toBe(1);
  await expect(skip).toBeVisible();
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expectFocusKept(page, 'the skip link');
  // The next Tab goes on inside the page, not back through the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('the bell opens and closes from the keyboard, and the focus comes back to it', async ({ page }) => {
  await page.goto('/');
  await expectPanelRunning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  // Found while the panel is open too, when the modal hides the rest of the page from assistive technology.
  const bell = page.getByRole('button', { name: 'اعلان‌ها', exact: true, includeHidden: true });
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'اعلان‌های اخیر' });
  await expect(panel).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expectFocusKept(page, 'opening the bell');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone the drawer is a named dialog; Escape closes it and the focus is back on ☰', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expectPanelRunning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'باز کردن منو' });
  // After the skip link, the first stop.
  expect(await tabTo(page, menu)).toBe(2);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'منوی ناوبری' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'منوی اصلی' })).toBeVisible();
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expectFocusKept(page, 'closing the drawer');
});

test('on /reports the CSV button keeps the focus through its download, and a calendar gives it back when it closes', async ({
  page,
}) => {
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش‌ها' })).toBeVisible();
  const csv = page.getByRole('button', { name: 'دریافت CSV' });
  await tabTo(page, csv);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await download;
  await expect(csv).not.toHaveAttribute('aria-disabled', 'true');
  await expect(csv).toBeFocused();
  await expectFocusKept(page, 'the CSV download');

  // The custom range's first calendar, opened and closed by the keyboard alone.
  const custom = page.getByRole('group', { name: 'دوره گزارش' }).getByRole('button', { name: 'بازه دلخواه' });
  await tabTo(page, custom);
  await page.keyboard.press('Enter');
  const range = page.getByRole('group', { name: 'بازه دلخواه گزارش' });
  await expect(range).toBeVisible();
  await expectFocusKept(page, 'choosing a custom range');
  const open = range.getByRole('button', { name: /^تاریخ را انتخاب کنید/ }).first();
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('grid');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(open).toBeFocused();
  await expectFocusKept(page, 'closing the calendar');

  // Opened again and a day chosen with the keyboard: the report follows, and the focus is back on the same button.
  const before = page.url();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('gridcell', { selected: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page).not.toHaveURL(before);
  await expect(open).toBeFocused();
  await expectFocusKept(page, 'choosing a day');
});
