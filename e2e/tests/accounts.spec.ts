import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { toPersianDigits } from '@gold/contracts/rules/digits';
import {
  expect,
  expectAccessibleInBothThemes,
  keepScreenshot,
  label,
  PASSWORD,
  test,
  uniqueMobile,
  toastWith,
} from '../fixtures';

test.describe('registration', () => {
  test('register, enter the code, land on the dashboard', async ({ page, control }, testInfo) => {
    const mobile = uniqueMobile();
    await page.goto('/register');
    await expectAccessibleInBothThemes(page, '/register');
    await keepScreenshot(page, testInfo, 'register');

    await page.getByLabel(label('شماره موبایل')).fill(mobile);
    // A leading 0 becomes +98 as the customer types.
    await expect(page.getByLabel(label('شماره موبایل'))).toHaveValue(toPersianDigits(`+98${mobile.slice(1)}`));
    await page.getByLabel(label('نام و نام خانوادگی')).fill('نرگس تهرانی');
    await page.getByLabel(label('رمز عبور')).first().fill('Strong#Pass1');
    await page.getByLabel(label('تکرار رمز عبور')).fill('Strong#Pass1');
    await page.getByRole('button', { name: 'ثبت‌نام' }).click();

    await expect(page).toHaveURL(/\/otp-verification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'تأیید شماره موبایل' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pending_phone'))).toBe(`+98${mobile.slice(1)}`);
    await expectAccessibleInBothThemes(page, '/otp-verification');
    await keepScreenshot(page, testInfo, 'otp-verification');

    // The sixth digit submits on its own.
    await page.getByLabel(label('کد تأیید')).fill(await control.otp(mobile, 'register'));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pending_phone'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    await expectAccessibleInBothThemes(page, 'dashboard');
    await keepScreenshot(page, testInfo, 'dashboard');
  });

  test('a registered mobile is refused with the 409 message', async ({ page, control }) => {
    const user = await control.createUser();
    await page.goto('/register');
    await page.getByLabel(label('شماره موبایل')).fill(user.localMobile);
    await page.getByLabel(label('نام و نام خانوادگی')).fill('تکراری');
    await page.getByLabel(label('رمز عبور')).first().fill('Strong#Pass1');
    await page.getByLabel(label('تکرار رمز عبور')).fill('Strong#Pass1');
    await page.getByRole('button', { name: 'ثبت‌نام' }).click();
    await expect(page.getByRole('alert')).toHaveText('این شماره موبایل قبلاً ثبت شده است');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('client-side validation messages', () => {
  test('sign-in: empty fields and a malformed mobile', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(FORM_MESSAGES.fillAll);
    await page.getByLabel(label('شماره موبایل')).fill('0912');
    await page.getByLabel(label('رمز عبور')).fill('x');
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page.getByText(FORM_MESSAGES.invalidMobile)).toBeVisible();
  });

  test('registration: weak password and mismatch', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'ثبت‌نام' }).click();
    await expect(page.getByRole('alert')).toHaveText(FORM_MESSAGES.fillAll);
    await page.getByLabel(label('شماره موبایل')).fill(uniqueMobile());
    await page.getByLabel(label('نام و نام خانوادگی')).fill('علی');
    await page.getByLabel(label('رمز عبور')).first().fill('abcdefgh');
    await page.getByLabel(label('تکرار رمز عبور')).fill('abcdefgh');
    await page.getByRole('button', { name: 'ثبت‌نام' }).click();
    await expect(page.getByText(FORM_MESSAGES.weakPassword)).toBeVisible();
    await expect(page.getByText('قدرت رمز عبور: ضعیف')).toBeVisible();
    await page.getByLabel(label('رمز عبور')).first().fill('Abcdefg1');
    await page.getByLabel(label('تکرار رمز عبور')).fill('Abcdefg2');
    await page.getByRole('button', { name: 'ثبت‌نام' }).click();
    await expect(page.getByText(FORM_MESSAGES.passwordMismatch)).toBeVisible();
  });

  test('code screen: fewer than six digits', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('pending_phone', '+989121111111'));
    await page.goto('/otp-verification');
    await page.getByLabel(label('کد تأیید')).fill('۱۲۳');
    await expect(page.getByLabel(label('کد تأیید'))).toHaveValue('۱۲۳');
    await page.getByRole('button', { name: 'تأیید', exact: true }).click();
    await expect(page.getByText(FORM_MESSAGES.otp)).toBeVisible();
  });

  test('recovery: the number must start with +98', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'ارسال کد بازیابی' }).click();
    await expect(page.getByRole('alert')).toHaveText(FORM_MESSAGES.fillAll);
    await page.getByLabel(label('شماره موبایل')).fill('9121234567');
    await page.getByRole('button', { name: 'ارسال کد بازیابی' }).click();
    await expect(page.getByText(FORM_MESSAGES.recoveryMobile)).toBeVisible();
  });
});

test.describe('sign-in', () => {
  // The page is rendered at build time (web/route-html.ts), so a phone on a slow network shows it before
  // the scripts arrive; the panel then takes it over.
  test('/auth shows the form before any script runs, and the panel takes it over', async ({ browser, page }, testInfo) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
    try {
      const plain = await noScript.newPage();
      await plain.goto('/auth');
      await expect(plain.getByRole('heading', { level: 1, name: 'ورود به حساب کاربری' })).toBeVisible();
      await expect(plain.locator('input[type=password]')).toBeVisible();
      await expect(plain.getByText('حساب کاربری ندارید؟')).toBeVisible();
      // Nothing can be typed into it until the panel runs, so nothing typed is lost when it takes over.
      await expect(plain.locator('#root')).toHaveAttribute('inert', '');
      await keepScreenshot(plain, testInfo, 'auth-before-scripts');
    } finally {
      await noScript.close();
    }

    // The heading as the HTML has it, before any script runs: the panel hydrates that markup, keeping its elements,
    // and a hydration that did not match would be reported as an error.
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') Object.assign(window, { builtHeading: document.querySelector('h1') });
      });
    });
    await page.goto('/auth');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    const hydrated = await page.evaluate(() => {
      const built = (window as { builtHeading?: Element | null }).builtHeading;
      return !!built && built === document.querySelector('h1') && built.isConnected;
    });
    expect(hydrated).toBe(true);
    expect(errors).toEqual([]);
    // The panel's own field: it formats as the customer types.
    await page.getByLabel(label('شماره موبایل')).fill('09120000001');
    await expect(page.getByLabel(label('شماره موبایل'))).toHaveValue('+۹۸۹۱۲۰۰۰۰۰۰۱');

    // Every font face the page is set in was asked for with the page (web/route-html.ts), not when the first layout
    // found it: on a slow network a face arriving after the first paint re-wrapped the card and moved it.
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ file: entry.name.split('/').pop(), by: (entry as PerformanceResourceTiming).initiatorType }));
    });
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => font.by !== 'link')).toEqual([]);
  });

  test('success leads to the dashboard; a wrong password is refused', async ({ page, control }, testInfo) => {
    const user = await control.createUser();
    await page.goto('/auth');
    await expectAccessibleInBothThemes(page, '/auth');
    await keepScreenshot(page, testInfo, 'auth');

    await page.getByLabel(label('شماره موبایل')).fill(user.localMobile);
    await page.getByLabel(label('رمز عبور')).fill('Wrong#Pass1');
    await page.getByLabel(label('رمز عبور')).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('شماره موبایل یا رمز عبور اشتباه است');
    await keepScreenshot(page, testInfo, 'auth-wrong-password');

    // Show/hide keeps the value and changes the input type.
    await page.getByLabel(label('رمز عبور')).fill(PASSWORD);
    await page.getByRole('button', { name: 'نمایش رمز عبور' }).click();
    await expect(page.getByLabel(label('رمز عبور'))).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'پنهان کردن رمز عبور' }).click();
    await expect(page.getByLabel(label('رمز عبور'))).toHaveAttribute('type', 'password');

    await page.getByLabel(label('رمز عبور')).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  });

  test('an unverified account goes to the code screen with a fresh code', async ({ page, control }) => {
    const user = await control.createUser({ isVerified: false });
    await page.goto('/auth');
    await page.getByLabel(label('شماره موبایل')).fill(user.localMobile);
    await page.getByLabel(label('رمز عبور')).fill(PASSWORD);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page).toHaveURL(/\/otp-verification$/);
    await expect(toastWith(page, 'حساب کاربری شما تأیید نشده است، لطفاً کد تأیید را وارد کنید')).toBeVisible();
    await page.getByLabel(label('کد تأیید')).fill(await control.otp(user.localMobile, 'register'));
    await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  });

  for (const kind of ['inactive', 'restricted'] as const) {
    test(`an ${kind} account goes to /restricted, whose logout leads to /auth`, async ({ page, control }, testInfo) => {
      const user = await control.createUser(kind === 'inactive' ? { isActive: false } : { restricted: true });
      await page.goto('/auth');
      await page.getByLabel(label('شماره موبایل')).fill(user.localMobile);
      await page.getByLabel(label('رمز عبور')).fill(PASSWORD);
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await expect(page).toHaveURL(/\/restricted$/);
      await expect(
        page.getByText(kind === 'inactive' ? 'حساب کاربری شما غیرفعال است' : 'حساب کاربری شما محدود شده است'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'support@example.ir' })).toBeVisible();
      await expectAccessibleInBothThemes(page, '/restricted');
      await keepScreenshot(page, testInfo, `restricted-${kind}`);
      await page.getByRole('button', { name: 'خروج از حساب' }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }
});

test.describe('password recovery', () => {
  test('recover with a code, then sign in with the new password', async ({ page, control }, testInfo) => {
    const user = await control.createUser();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessibleInBothThemes(page, '/forgot-password step 1');
    await keepScreenshot(page, testInfo, 'forgot-password-1');

    await page.getByLabel(label('شماره موبایل')).fill(user.localMobile);
    await page.getByRole('button', { name: 'ارسال کد بازیابی' }).click();
    await expect(page.getByLabel(label('رمز عبور جدید'))).toBeVisible();
    await expectAccessibleInBothThemes(page, '/forgot-password step 2');
    await keepScreenshot(page, testInfo, 'forgot-password-2');

    const code = await control.otp(user.localMobile, 'reset-password');
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel(label('کد تأیید')).fill(wrong);
    await page.getByLabel(label('رمز عبور جدید')).fill('New#Secret9');
    await page.getByLabel(label('تکرار رمز عبور جدید')).fill('New#Secret9');
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await expect(page.getByRole('alert')).toHaveText('کد تأیید اشتباه است');

    await page.getByLabel(label('کد تأیید')).fill(code);
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel(label('شماره موبایل')).fill(user.localMobile);
    await page.getByLabel(label('رمز عبور')).fill('New#Secret9');
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  });
});

test('the resend countdown runs on the clock and a resend sends a new code', async ({ page, control }) => {
  const user = await control.createUser({ isVerified: false });
  await page.clock.install();
  await page.addInitScript((m) => localStorage.setItem('pending_phone', m), `+98${user.localMobile.slice(1)}`);
  await page.goto('/otp-verification');

  const resend = page.getByRole('button', { name: /ارسال مجدد کد/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText('ارسال مجدد کد (۱:۰۰)');
  await page.clock.runFor(15_000);
  await expect(resend).toHaveText('ارسال مجدد کد (۰:۴۵)');
  await page.clock.runFor(45_000);
  await expect(resend).toBeEnabled();
  await expect(resend).toHaveText('ارسال مجدد کد');

  const sent = page.waitForResponse((r) => r.url().endsWith('/user-auth/request-otp') && r.status() === 200);
  await resend.click();
  await sent;
  await expect(toastWith(page, 'کد تأیید دوباره ارسال شد')).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText('ارسال مجدد کد (۱:۰۰)');

  await page.getByLabel(label('کد تأیید')).fill(await control.otp(user.localMobile, 'register'));
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
});
