import { cardFromBody } from '@gold/contracts/rules/card';
import { toPersianDigits } from '@gold/contracts/rules/digits';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import { bankAccountMutationResponseSchema } from '@gold/contracts/bank-accounts';
import { profileResponseSchema } from '@gold/contracts/profile';
import {
  expect,
  expectAccessibleInBothThemes,
  keepScreenshot,
  label,
  PASSWORD,
  test,
  uniqueMobile,
  toastWith,
  sendBirthdate,
} from '../fixtures';
import type { Page } from '@playwright/test';

const section = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('change requests: send, see pending, cancel; send again, approve, and the KYC level rises to 1', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  // Three requests, each sent, decided and seen live, with axe in both themes: a long flow.
  test.setTimeout(90_000);
  const user = await signIn({ name: 'کاربر آزمایشی' });
  await page.goto('/settings?section=profile');
  await expect(page.getByRole('heading', { level: 1, name: 'تنظیمات' })).toBeVisible();
  await expect(region(page, 'کد ملی')).toContainText('تعریف نشده');
  await expectAccessibleInBothThemes(page, 'settings: profile');
  await keepScreenshot(page, testInfo, 'settings-profile');

  // Name: send, pending, cancel, send again.
  await page.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' }).click();
  await page.getByLabel(label('نام و نام خانوادگی جدید')).fill('نرگس کاظمی');
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
  const pendingName = region(page, 'درخواست تغییر نام');
  await expect(pendingName).toContainText('نرگس کاظمی');
  await expect(pendingName).toContainText('در انتظار تأیید مدیر');
  await expect(page.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' })).toBeDisabled();
  await keepScreenshot(page, testInfo, 'settings-pending-name');
  await pendingName.getByRole('button', { name: 'لغو درخواست' }).click();
  await expect(pendingName).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' })).toBeEnabled();
  await page.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' }).click();
  await page.getByLabel(label('نام و نام خانوادگی جدید')).fill('نرگس کاظمی');
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(pendingName).toBeVisible();
  await control.decide(user.localMobile, 'name-change');
  // The decision arrives live: the card goes and the new name shows.
  await expect(pendingName).toHaveCount(0);
  await expect(region(page, 'نام و نام خانوادگی')).toContainText('نرگس کاظمی');

  // National ID (Persian digits accepted).
  await page.getByRole('button', { name: 'ویرایش کد ملی' }).click();
  await page.getByLabel(label('کد ملی جدید')).fill('۰۰۱۲۳۴۵۶۷۹');
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(region(page, 'درخواست تغییر کد ملی')).toBeVisible();
  await control.decide(user.localMobile, 'national-id-change');
  await expect(region(page, 'درخواست تغییر کد ملی')).toHaveCount(0);
  await expect(region(page, 'کد ملی')).toContainText('۰۰۱۲۳۴۵۶۷۹');

  // Birthdate: three fields, focus moves on after 4 and 2 digits; approved from the demo console.
  await sendBirthdate(page);
  await expect(region(page, 'درخواست تغییر تاریخ تولد')).toContainText('در انتظار تأیید مدیر');

  const consolePage = await page.context().newPage();
  await consolePage.goto('/__mock/console');
  const row = consolePage.getByRole('row').filter({ hasText: '1370/05/09' });
  await row.getByRole('button', { name: 'تأیید' }).click();
  await expect(row).toHaveCount(0);
  await consolePage.close();
  await expect(region(page, 'درخواست تغییر تاریخ تولد')).toHaveCount(0);

  await section(page, 'احراز هویت').click();
  await expect(page.getByText('سطح ۱ از ۲')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'settings: kyc');
  await keepScreenshot(page, testInfo, 'settings-kyc-level-1');
});

test('bank account: add with formatting, approve to level 2, edit back to pending, delete; a sixth is refused', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const user = await signIn({ name: 'سارا نمونه', kycLevel: 1 });
  const { session } = user;
  await page.goto('/settings?section=bank');
  await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
  const dialog = page.getByRole('dialog', { name: 'افزودن حساب بانکی' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('combobox', { name: label('بانک') }).fill('Mellat');
  await page.getByRole('option', { name: /بانک ملت/ }).click();
  await dialog.getByLabel(label('شماره حساب')).fill('۱۲۳۴۵۶۷۸۹۰۱۲۳');
  await expect(dialog.getByLabel(label('شماره حساب'))).toHaveValue('۱۲۳-۴۵۶-۷۸۹-۰۱۲۳');
  const iban = ibanFromBban('0120000000001234567890');
  await dialog.getByLabel(label('شماره شبا')).fill(iban.slice(2));
  await expect(dialog.getByLabel(label('شماره شبا'))).toHaveValue(toPersianDigits(iban));
  const card = cardFromBody('610433123456789');
  await dialog.getByLabel(label('شماره کارت')).fill(card);
  await expect(dialog.getByLabel(label('شماره کارت'))).toHaveValue(toPersianDigits(card.match(/.{4}/g)!.join('-')));
  await expect(dialog.getByLabel(label('نام صاحب حساب'))).toHaveValue('سارا نمونه');
  await expectAccessibleInBothThemes(page, 'bank account dialog');
  await keepScreenshot(page, testInfo, 'bank-account-dialog');
  await dialog.getByRole('button', { name: 'افزودن حساب' }).click();
  await expect(toastWith(page, 'حساب بانکی اضافه شد و در انتظار تأیید است')).toBeVisible();

  const account = page.getByRole('article', { name: /بانک ملت/ });
  await expect(account).toContainText('در انتظار تأیید');
  await control.decide(user.localMobile, 'bank-account');
  await expect(account).toContainText('فعال');
  await section(page, 'احراز هویت').click();
  await expect(page.getByText('سطح ۲ از ۲')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'settings: bank accounts');
  await keepScreenshot(page, testInfo, 'bank-accounts-verified');

  await account.getByRole('button', { name: 'ویرایش' }).click();
  const edit = page.getByRole('dialog', { name: 'ویرایش حساب بانکی' });
  await edit.getByLabel(label('شماره حساب')).fill('9876543210');
  await edit.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  const confirm = page.getByRole('dialog', { name: 'تأیید ویرایش حساب بانکی' });
  await expect(confirm).toContainText('در انتظار تأیید');
  await expectAccessibleInBothThemes(page, 'edit confirmation');
  await confirm.getByRole('button', { name: 'ویرایش و ارسال برای تأیید' }).click();
  await expect(toastWith(page, 'حساب بانکی ویرایش شد و دوباره در انتظار تأیید است')).toBeVisible();
  await expect(account).toContainText('در انتظار تأیید');

  await account.getByRole('button', { name: 'حذف' }).click();
  const remove = page.getByRole('dialog', { name: 'حذف حساب بانکی' });
  await expectAccessibleInBothThemes(page, 'delete confirmation');
  await remove.getByRole('button', { name: 'حذف حساب' }).click();
  await expect(toastWith(page, 'حساب بانکی حذف شد')).toBeVisible();
  await expect(account).toHaveCount(0);

  // Five accounts: the add button is disabled and says why; the server refuses a sixth too.
  for (let i = 0; i < 5; i++) {
    await control.asUser(session.accessToken, 'post', '/bank-accounts', bankAccountMutationResponseSchema, {
      accountNumber: `55500011${i}`,
      iban: ibanFromBban(`012000000000000000000${i}`),
      ownerName: 'سارا نمونه',
      bankName: 'بانک ملت',
      bankCode: '012',
    });
  }
  await expect(
    control.asUser(session.accessToken, 'post', '/bank-accounts', bankAccountMutationResponseSchema, {
      accountNumber: '555000119',
      iban: ibanFromBban('0120000000000000000009'),
      ownerName: 'سارا نمونه',
      bankName: 'بانک ملت',
      bankCode: '012',
    }),
  ).rejects.toThrow(/400.*BANK_ACCOUNT_LIMIT/);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'افزودن حساب بانکی' })).toBeDisabled();
  await expect(page.getByText('حداکثر ۵ حساب بانکی می‌توانید ثبت کنید', { exact: true })).toBeVisible();
});

test('mobile change: the current password, a code sent to the new number, and every other session ends', async ({
  page,
  control,
  signIn,
}, testInfo) => {
  const user = await signIn();
  // A session opened elsewhere before the change.
  const elsewhere = await control.signInTokens(user.localMobile);
  await page.goto('/settings?section=profile');
  const newMobile = uniqueMobile();
  await page.getByRole('button', { name: 'تغییر شماره موبایل' }).click();
  await page.getByLabel(label('شماره موبایل جدید')).fill(newMobile);
  const password = page.getByLabel(label('رمز عبور فعلی'));
  await password.fill('Wrong#Pass1');
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await expect(page.getByText('رمز عبور فعلی اشتباه است')).toBeVisible();
  await expect(password).toBeFocused();
  await expectAccessibleInBothThemes(page, 'settings: mobile change');
  await keepScreenshot(page, testInfo, 'settings-mobile-change-password');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  const confirm = page.getByRole('button', { name: 'تأیید و تغییر شماره' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel(label('کد تأیید')).fill(await control.otp(newMobile, 'phone-change'));
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toastWith(page, 'شماره موبایل با موفقیت تغییر کرد')).toBeVisible();
  const persian = toPersianDigits(newMobile);
  await expect(region(page, 'شماره موبایل')).toContainText(persian);
  // The session opened elsewhere has ended; this one goes on, its live connection included.
  await expect(control.asUser(elsewhere.accessToken, 'get', '/user-auth/profile', profileResponseSchema)).rejects.toThrow(/401/);
  await control.notify(newMobile, { type: 'system', title: 'پس از تغییر شماره', message: 'این اعلان زنده رسید' });
  await expect(page.getByRole('button', { name: 'اعلان‌ها' })).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده');
  await page.reload();
  await expect(region(page, 'شماره موبایل')).toContainText(persian);
  // The new number signs in; the old one no longer does.
  expect((await control.signInTokens(newMobile)).accessToken).toBeTruthy();
  await expect(control.signInTokens(user.localMobile)).rejects.toThrow(/401/);
});

test('password change, then sign in with the new password', async ({ page, control, signIn }, testInfo) => {
  const user = await signIn();
  await page.goto('/settings?section=security');
  const form = page.getByRole('form', { name: 'فرم تغییر رمز عبور' });
  await form.getByLabel(label('رمز عبور فعلی')).fill('Wrong#Pass1');
  await form.getByLabel(label('رمز عبور جدید')).fill('Fresh#Pass42');
  await form.getByLabel(label('تکرار رمز عبور جدید')).fill('Fresh#Pass42');
  await form.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(page.getByText('رمز عبور فعلی اشتباه است')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'settings: security');
  await keepScreenshot(page, testInfo, 'settings-security');

  await form.getByLabel(label('رمز عبور فعلی')).fill(PASSWORD);
  await form.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(toastWith(page, 'رمز عبور با موفقیت تغییر کرد')).toBeVisible();
  // The server dropped every live connection of the old sessions; this tab connects again with its fresh token, so
  // a notification sent now still arrives live.
  await control.notify(user.localMobile, { type: 'system', title: 'پس از تغییر رمز', message: 'این اعلان زنده رسید' });
  await expect(page.getByRole('button', { name: 'اعلان‌ها' })).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده');
  // This session goes on with the fresh tokens.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'تنظیمات' })).toBeVisible();

  await page.getByRole('button', { name: 'منوی کاربر' }).click();
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await page.getByLabel(label('شماره موبایل')).fill(user.localMobile);
  await page.getByLabel(label('رمز عبور')).fill('Fresh#Pass42');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
});

test('the e-mail banner asks for an e-mail until one is saved', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/settings?section=profile');
  await page.getByRole('button', { name: 'افزودن ایمیل' }).click();
  await page.getByRole('textbox', { name: label('ایمیل') }).fill('not-an-email');
  await page.getByRole('button', { name: 'ذخیره ایمیل' }).click();
  await expect(page.getByText(/ایمیل معتبر نیست/)).toBeVisible();
  await page.getByRole('textbox', { name: label('ایمیل') }).fill('customer@example.ir');
  await page.getByRole('button', { name: 'ذخیره ایمیل' }).click();
  await expect(toastWith(page, 'ایمیل با موفقیت به‌روزرسانی شد')).toBeVisible();
  await expect(page.getByRole('button', { name: 'افزودن ایمیل' })).toHaveCount(0);
  await expect(region(page, 'ایمیل')).toContainText('customer@example.ir');
});
