import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { NETWORK_ERROR, SERVER_ERROR } from '../../../shared/api/errors';
import { fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute, stub } from '../../../test/render';
import { AUTH_TEXT } from '../messages';
import ForgotPasswordRoute from './forgot-password';
import { toPersianDigits } from '@gold/contracts/rules/digits';

const PHONE = '+989121234567';

function renderForgot(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup({ delay: null, ...options });
  renderRoute(<ForgotPasswordRoute />, { path: '/forgot-password', routes: [stub('/auth')] });
  return {
    user,
    mobile: () => screen.getByLabelText(/^شماره موبایل/),
    send: () => user.click(screen.getByRole('button', { name: 'ارسال کد بازیابی' })),
  };
}

function onPost(path: string, reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const otpSent = () => ok({ mobile: PHONE, expiresAt: new Date().toISOString(), resendAvailableAt: new Date().toISOString() });

/** Through step 1 to the code and new-password step. */
async function reachStepTwo(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const form = renderForgot(options);
  await form.user.type(form.mobile(), '09121234567');
  await form.send();
  await screen.findByRole('form', { name: 'فرم تعیین رمز عبور جدید' });
  const { user } = form;
  return {
    ...form,
    async fill({ otp = '123456', password = 'Abcdefg1', confirm = undefined as string | undefined } = {}) {
      confirm ??= password;
      if (otp) await user.type(screen.getByLabelText(/^کد تأیید/), otp);
      if (password) await user.type(screen.getByLabelText(/^رمز عبور جدید/), password);
      if (confirm) await user.type(screen.getByLabelText(/^تکرار رمز عبور جدید/), confirm);
    },
    change: () => user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' })),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/forgot-password');
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

describe('recovery step 1: the phone', () => {
  it('says "fill all fields" when empty', async () => {
    const { send } = renderForgot();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.fillAll);
  });

  it('refuses a number that does not start with +98', async () => {
    const { user, mobile, send } = renderForgot();
    await user.type(mobile(), '9121234567');
    expect(mobile()).toHaveValue(toPersianDigits('9121234567'));
    await send();
    expect(await screen.findByText(FORM_MESSAGES.recoveryMobile)).toBeInTheDocument();
    expect(mobile()).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a +98 number that is not a mobile', async () => {
    const { user, mobile, send } = renderForgot();
    await user.type(mobile(), '0212345678');
    await send();
    expect(await screen.findByText(FORM_MESSAGES.invalidMobile)).toBeInTheDocument();
  });

  it.each([
    [401, 'USER_NOT_FOUND', 'شماره موبایل یافت نشد'],
    [404, 'USER_NOT_FOUND', 'شماره موبایل یافت نشد'],
    [400, 'VALIDATION_ERROR', 'شماره موبایل نامعتبر است'],
    [500, 'INTERNAL_ERROR', SERVER_ERROR],
  ] as const)('shows the message for %i and stays on step 1', async (status, code, message) => {
    onPost('/user-auth/forgot-password', () => fail(status, code));
    const { user, mobile, send } = renderForgot();
    await user.type(mobile(), '09121234567');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'ارسال کد بازیابی' })).toBeInTheDocument();
  });

  it('clears the server’s message once the customer edits the number', async () => {
    onPost('/user-auth/forgot-password', () => fail(404, 'USER_NOT_FOUND'));
    const { user, mobile, send } = renderForgot();
    await user.type(mobile(), '09121234567');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('شماره موبایل یافت نشد');
    await user.type(mobile(), '{Backspace}8');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a double click sends one code', async () => {
    const bodies = onPost('/user-auth/forgot-password', otpSent);
    const { user, mobile } = renderForgot();
    await user.type(mobile(), '09121234567');
    await user.dblClick(screen.getByRole('button', { name: 'ارسال کد بازیابی' }));
    expect(await screen.findByRole('form', { name: 'فرم تعیین رمز عبور جدید' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('shows the connection message when the server does not answer', async () => {
    onPost('/user-auth/forgot-password', () => HttpResponse.error());
    const { user, mobile, send } = renderForgot();
    await user.type(mobile(), '09121234567');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
  });

  it('moves to step 2 once the code is sent', async () => {
    const bodies = onPost('/user-auth/forgot-password', otpSent);
    await reachStepTwo();
    expect(bodies).toEqual([{ mobile: PHONE }]);
    expect(screen.getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(screen.getByLabelText(/^کد تأیید/)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'ارسال کد بازیابی' })).not.toBeInTheDocument();
    expect(await screen.findByText(AUTH_TEXT.codeSent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^ارسال مجدد کد \(/ })).toBeDisabled();
  });
});

describe('recovery step 2: the code and the new password', () => {
  beforeEach(() => {
    onPost('/user-auth/forgot-password', otpSent);
  });

  it.each([
    [400, 'INVALID_OTP', 'کد تأیید اشتباه است'],
    [410, 'OTP_EXPIRED', 'کد تأیید منقضی شده است'],
    [401, 'USER_NOT_FOUND', 'شماره موبایل یافت نشد'],
    [500, 'INTERNAL_ERROR', SERVER_ERROR],
  ] as const)('shows the message for %i %s', async (status, code, message) => {
    onPost('/user-auth/reset-password', () => fail(status, code));
    const { fill, change } = await reachStepTwo();
    await fill();
    await change();
    // The 'code sent' toast is an alert too; the failure sits in the form.
    const form = screen.getByRole('form', { name: 'فرم تعیین رمز عبور جدید' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'page /auth' })).not.toBeInTheDocument();
  });

  it('changes the password and goes to sign-in', async () => {
    const bodies = onPost('/user-auth/reset-password', () => HttpResponse.json({ success: true }));
    const { fill, change } = await reachStepTwo();
    await fill({ otp: '654321', password: 'NewPass12' });
    await change();
    expect(await screen.findByRole('heading', { name: 'page /auth' })).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: PHONE, otp: '654321', newPassword: 'NewPass12' }]);
    expect(await screen.findByText(AUTH_TEXT.passwordReset)).toBeInTheDocument();
  });

  it('checks the code, the strength and the repeat before sending', async () => {
    const { fill, change } = await reachStepTwo();
    await fill({ otp: '123', password: 'abcdefgh', confirm: 'abcdefgx' });
    await change();
    expect(await screen.findByText(FORM_MESSAGES.otp)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.weakPassword)).toBeInTheDocument();
  });

  it('says the repeat must match', async () => {
    const { fill, change } = await reachStepTwo();
    await fill({ password: 'Abcdefg1', confirm: 'Abcdefg2' });
    await change();
    expect(await screen.findByText(FORM_MESSAGES.passwordMismatch)).toBeInTheDocument();
  });
});

describe('recovery step 2: resending the code', () => {
  it('waits 60 s after the send, then sends again and counts down again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies = onPost('/user-auth/forgot-password', otpSent);
    const { user } = await reachStepTwo({ advanceTimers: vi.advanceTimersByTime });
    const resend = () => screen.getByRole('button', { name: /^ارسال مجدد کد/ });
    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent('(۱:۰۰)');

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(resend()).toBeEnabled();
    await user.click(resend());
    await waitFor(() => expect(resend()).toBeDisabled());
    expect(resend()).toHaveTextContent('(۱:۰۰)');
    expect(bodies).toEqual([{ mobile: PHONE }, { mobile: PHONE }]);
  });

  it('a failed resend says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(http.post(`${API}/user-auth/forgot-password`, () => (++calls === 1 ? otpSent() : fail(429, 'OTP_COOLDOWN'))));
    const { user } = await reachStepTwo({ advanceTimers: vi.advanceTimersByTime });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(screen.getByRole('button', { name: /^ارسال مجدد کد/ }));
    const form = screen.getByRole('form', { name: 'فرم تعیین رمز عبور جدید' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('خطا در ارسال کد، لطفاً دوباره تلاش کنید');
  });
});

describe('recovery links', () => {
  it('links back to sign-in', () => {
    renderForgot();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه ورود' })).toHaveAttribute('href', '/auth');
  });
});
