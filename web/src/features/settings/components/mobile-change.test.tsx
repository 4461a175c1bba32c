import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { aUser, fail, ok } from '../../../test/fixtures';
import { SETTINGS_TEXT } from '../messages';
import { aKyc, onKyc, onPending, record, renderSettings } from '../test/render-settings';
import { toPersianDigits } from '@gold/contracts/rules/digits';

const NEW_MOBILE = '+989351234567';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

const otpSent = () =>
  ok({ mobile: NEW_MOBILE, expiresAt: new Date().toISOString(), resendAvailableAt: new Date().toISOString() });

async function openMobileChange(userEventOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  onKyc(() => ok(aKyc()));
  onPending();
  const rendered = renderSettings({ search: '?section=profile', events: userEventOptions });
  await rendered.user.click(await screen.findByRole('button', { name: 'تغییر شماره موبایل' }));
  return {
    ...rendered,
    mobile: () => screen.getByRole('textbox', { name: /^شماره موبایل جدید/ }),
    password: () => screen.getByLabelText(/^رمز عبور فعلی/),
    send: () => rendered.user.click(screen.getByRole('button', { name: 'ارسال کد تأیید' })),
  };
}

const PASSWORD = 'Gold@1234';

async function reachCodeStep(userEventOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const flow = await openMobileChange(userEventOptions);
  await flow.user.type(flow.mobile(), '09351234567');
  await flow.user.type(flow.password(), PASSWORD);
  await flow.send();
  await screen.findByRole('form', { name: 'فرم کد تأیید شماره جدید' });
  return {
    ...flow,
    code: () => screen.getByRole('textbox', { name: /^کد تأیید/ }),
    confirm: () => screen.getByRole('button', { name: 'تأیید و تغییر شماره' }),
  };
}

describe('mobile change: the new number', () => {
  it('opens on the first step with a phone field and the current password', async () => {
    const { mobile, password } = await openMobileChange();
    expect(mobile()).toHaveFocus();
    expect(mobile()).toHaveAttribute('autocomplete', 'tel');
    expect(mobile()).toHaveAttribute('dir', 'ltr');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByText('شماره جدید')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تغییر شماره موبایل' })).not.toBeInTheDocument();
  });

  it.each([
    ['nothing', '', 'لطفاً شماره موبایل جدید را وارد کنید'],
    ['a number without +98', '9351234567', FORM_MESSAGES.recoveryMobile],
    ['a landline', '0212345678', FORM_MESSAGES.invalidMobile],
    ['the current number', '09121234567', SETTINGS_TEXT.sameMobile],
  ])('refuses %s', async (_name, typed, message) => {
    const calls = record('post', '/user-auth/request-phone-change', otpSent);
    const { user, mobile, password, send } = await openMobileChange();
    if (typed) await user.type(mobile(), typed);
    await user.type(password(), PASSWORD);
    await send();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps the number to 14 characters in +98 form, Persian digits included', async () => {
    const { user, mobile } = await openMobileChange();
    await user.type(mobile(), '۰۹۳۵۱۲۳۴۵۶۷۸۹۹');
    expect(mobile()).toHaveValue(toPersianDigits('+9893512345678'));
  });

  it('asks for the current password before sending anything', async () => {
    const calls = record('post', '/user-auth/request-phone-change', otpSent);
    const { user, mobile, password, send } = await openMobileChange();
    await user.type(mobile(), '09351234567');
    await send();
    expect(await screen.findByText('لطفاً رمز عبور فعلی را وارد کنید')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('a wrong current password is said under its field, which takes the focus, and the step stays', async () => {
    const calls = record('post', '/user-auth/request-phone-change', () =>
      fail(400, 'WRONG_PASSWORD', 'رمز عبور فعلی اشتباه است'),
    );
    const { user, mobile, password, send } = await openMobileChange();
    await user.type(mobile(), '09351234567');
    await user.type(password(), 'Wrong@1234');
    await send();
    expect(await screen.findByText(SETTINGS_TEXT.wrongPassword)).toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((c) => c.body)).toEqual([{ newMobile: NEW_MOBILE, currentPassword: 'Wrong@1234' }]);
    expect(screen.queryByRole('form', { name: 'فرم کد تأیید شماره جدید' })).not.toBeInTheDocument();
  });

  it('a refused number shows the server message and stays on the step', async () => {
    record('post', '/user-auth/request-phone-change', () =>
      fail(409, 'MOBILE_ALREADY_REGISTERED', 'این شماره موبایل قبلاً ثبت شده است'),
    );
    const { user, mobile, password, send } = await openMobileChange();
    await user.type(mobile(), '09351234567');
    await user.type(password(), PASSWORD);
    await send();
    expect(await screen.findByText('این شماره موبایل قبلاً ثبت شده است')).toBeInTheDocument();
    expect(mobile()).toBeInTheDocument();
  });

  it('cancel ends the change without a request', async () => {
    const calls = record('post', '/user-auth/request-phone-change', otpSent);
    const { user } = await openMobileChange();
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(screen.getByText(SETTINGS_TEXT.mobileChangeCancelled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تغییر شماره موبایل' })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });
});

describe('mobile change: the code', () => {
  it('sends the code to the new number and asks for it', async () => {
    const calls = record('post', '/user-auth/request-phone-change', otpSent);
    const { code, confirm } = await reachCodeStep();
    expect(calls.map((c) => c.body)).toEqual([{ newMobile: NEW_MOBILE, currentPassword: PASSWORD }]);
    expect(await screen.findByText(SETTINGS_TEXT.codeSent)).toBeInTheDocument();
    expect(screen.getByText('۰۹۳۵۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(code()).toHaveFocus();
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveAttribute('inputmode', 'numeric');
    expect(confirm()).toBeDisabled();
  });

  it('enables confirm only with six digits', async () => {
    record('post', '/user-auth/request-phone-change', otpSent);
    const { user, code, confirm } = await reachCodeStep();
    await user.type(code(), '12345');
    expect(confirm()).toBeDisabled();
    await user.type(code(), '6');
    expect(confirm()).toBeEnabled();
    await user.type(code(), '7');
    expect(code()).toHaveValue(toPersianDigits('123456'));
  });

  it('changes the number, keeps the fresh tokens of this session, updates the session and says so', async () => {
    record('post', '/user-auth/request-phone-change', otpSent);
    const calls = record('post', '/user-auth/confirm-phone-change', () =>
      ok({ accessToken: 'fresh-access', refreshToken: 'fresh-refresh', user: aUser({ mobile: NEW_MOBILE }) }),
    );
    const { user, code, confirm } = await reachCodeStep();
    await user.type(code(), '۶۵۴۳۲۱');
    await user.click(confirm());
    expect(await screen.findByText(SETTINGS_TEXT.mobileChanged)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ otp: '654321', newMobile: NEW_MOBILE }]);
    const mobileRow = screen.getByRole('region', { name: 'شماره موبایل' });
    expect(within(mobileRow).getByText(/شماره موبایل شما به/)).toHaveTextContent('۰۹۳۵۱۲۳۴۵۶۷');
    expect(within(mobileRow).getAllByText('۰۹۳۵۱۲۳۴۵۶۷').length).toBeGreaterThan(0);
    expect(within(mobileRow).queryByText('۰۹۱۲۱۲۳۴۵۶۷')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_data')!)).toMatchObject({ mobile: NEW_MOBILE });
    // Every other session ended with the change; this one goes on with the tokens the answer carried.
    expect(localStorage.getItem('auth_token')).toBe('fresh-access');
    expect(localStorage.getItem('refresh_token')).toBe('fresh-refresh');
  });

  it('takes an answer that carries only the user, keeping the tokens it has', async () => {
    record('post', '/user-auth/request-phone-change', otpSent);
    record('post', '/user-auth/confirm-phone-change', () => ok(aUser({ mobile: NEW_MOBILE })));
    const { user, code, confirm } = await reachCodeStep();
    const before = localStorage.getItem('auth_token');
    expect(before).toBeTruthy();
    await user.type(code(), '654321');
    await user.click(confirm());
    expect(await screen.findByText(SETTINGS_TEXT.mobileChanged)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_data')!)).toMatchObject({ mobile: NEW_MOBILE });
    expect(localStorage.getItem('auth_token')).toBe(before);
  });

  it('a wrong code shows the server message and stays on the code step', async () => {
    record('post', '/user-auth/request-phone-change', otpSent);
    record('post', '/user-auth/confirm-phone-change', () => fail(400, 'INVALID_OTP', 'کد تأیید اشتباه است'));
    const { user, code, confirm } = await reachCodeStep();
    await user.type(code(), '111111');
    await user.click(confirm());
    expect(await screen.findByText('کد تأیید اشتباه است')).toBeInTheDocument();
    expect(code()).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_data')!)).toMatchObject({ mobile: '+989121234567' });
  });

  it('a failure without a message shows the fallback', async () => {
    record('post', '/user-auth/request-phone-change', otpSent);
    record('post', '/user-auth/confirm-phone-change', () => HttpResponse.json({}, { status: 410 }));
    const { user, code, confirm } = await reachCodeStep();
    await user.type(code(), '111111');
    await user.click(confirm());
    expect(await screen.findByText('کد تأیید اشتباه است')).toBeInTheDocument();
  });

  it('cancel on the code step ends the change', async () => {
    record('post', '/user-auth/request-phone-change', otpSent);
    const confirmCalls = record('post', '/user-auth/confirm-phone-change', () => ok(aUser()));
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(screen.getByText(SETTINGS_TEXT.mobileChangeCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^کد تأیید/ })).not.toBeInTheDocument();
    expect(confirmCalls).toHaveLength(0);
  });

  it('resend waits 60 s, sends again and counts down again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = record('post', '/user-auth/request-phone-change', otpSent);
    const { user } = await reachCodeStep({ advanceTimers: vi.advanceTimersByTime });
    const resend = () => screen.getByRole('button', { name: /^ارسال مجدد کد/ });
    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent('(۱:۰۰)');
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(resend()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(resend()).toBeEnabled();
    await user.click(resend());
    await waitFor(() => expect(resend()).toBeDisabled());
    expect(resend()).toHaveTextContent('(۱:۰۰)');
    const body = { newMobile: NEW_MOBILE, currentPassword: PASSWORD };
    expect(calls.map((c) => c.body)).toEqual([body, body]);
  });

  it('a refused resend (cooldown) shows the server message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let call = 0;
    record('post', '/user-auth/request-phone-change', () =>
      ++call === 1 ? otpSent() : fail(429, 'OTP_COOLDOWN', 'لطفاً یک دقیقه صبر کنید'),
    );
    const { user } = await reachCodeStep({ advanceTimers: vi.advanceTimersByTime });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(screen.getByRole('button', { name: /^ارسال مجدد کد/ }));
    expect(await screen.findByText('لطفاً یک دقیقه صبر کنید')).toBeInTheDocument();
  });
});
