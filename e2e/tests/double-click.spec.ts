import type { Page } from '@playwright/test';
import { bankAccountMutationResponseSchema } from '@gold/contracts/bank-accounts';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import { expect, label, test, toastWith } from '../fixtures';

/** Counts the requests the page sends to `method path`. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return () => seen.length;
}

test('a double click on the name-change request sends it once: no second request, so no error toast', async ({ page, signIn }) => {
  await signIn({ name: 'سارا نمونه' });
  const sent = countRequests(page, 'POST', /\/user-auth\/request-name-change$/);
  await page.goto('/settings?section=profile');
  await page.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' }).click();
  await page.getByLabel(label('نام و نام خانوادگی جدید')).fill('سارا نمونه‌زاده');
  await page.getByRole('button', { name: 'ارسال درخواست' }).dblclick();
  await expect(toastWith(page, 'درخواست شما برای تأیید به مدیر ارسال شد')).toBeVisible();
  await expect(page.getByRole('region', { name: 'درخواست تغییر نام' })).toBeVisible();
  expect(sent()).toBe(1);
});

test('a double click on the e-mail save sends one PATCH', async ({ page, signIn }) => {
  await signIn();
  const sent = countRequests(page, 'PATCH', /\/user-auth\/profile$/);
  await page.goto('/settings?section=profile');
  await page.getByRole('button', { name: /(افزودن|ویرایش) ایمیل/ }).first().click();
  await page.getByRole('textbox', { name: label('ایمیل') }).fill('double@example.com');
  await page.getByRole('button', { name: 'ذخیره ایمیل' }).dblclick();
  await expect(toastWith(page, 'ایمیل با موفقیت به‌روزرسانی شد')).toBeVisible();
  expect(sent()).toBe(1);
});

test('a double click on the bank-account delete deletes once: no 404 after the success', async ({ page, control, signIn }) => {
  const user = await signIn({ name: 'سارا نمونه' });
  await control.asUser(user.session.accessToken, 'post', '/bank-accounts', bankAccountMutationResponseSchema, {
    accountNumber: '555000777',
    iban: ibanFromBban('0120000000000000005557'),
    ownerName: 'سارا نمونه',
    bankName: 'بانک ملت',
    bankCode: '012',
  });
  const sent = countRequests(page, 'DELETE', /\/bank-accounts\/[^/]+$/);
  await page.goto('/settings?section=bank');
  await page.getByRole('article', { name: 'بانک ملت' }).getByRole('button', { name: 'حذف' }).click();
  await page.getByRole('dialog', { name: 'حذف حساب بانکی' }).getByRole('button', { name: 'حذف حساب' }).dblclick();
  await expect(toastWith(page, 'حساب بانکی حذف شد')).toBeVisible();
  await expect(page.getByRole('article', { name: 'بانک ملت' })).toHaveCount(0);
  expect(sent()).toBe(1);
});

test('a double click on the code resend sends one code: no 429 after the 200', async ({ page, control }) => {
  const user = await control.createUser({ isVerified: false });
  await page.clock.install();
  await page.addInitScript((m) => localStorage.setItem('pending_phone', m), `+98${user.localMobile.slice(1)}`);
  const sent = countRequests(page, 'POST', /\/user-auth\/request-otp$/);
  await page.goto('/otp-verification');
  const resend = page.getByRole('button', { name: /ارسال مجدد کد/ });
  await expect(resend).toBeDisabled();
  await page.clock.runFor(60_000);
  await expect(resend).toBeEnabled();
  await resend.dblclick();
  await expect(toastWith(page, 'کد تأیید دوباره ارسال شد')).toBeVisible();
  expect(sent()).toBe(1);
});
