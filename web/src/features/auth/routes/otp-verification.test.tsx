import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { NETWORK_ERROR, SERVER_ERROR } from '../../../shared/api/errors';
import { anAuthResult, aUser, fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute, stub } from '../../../test/render';
import { RESEND_READY } from '../../../shared/ui/resend-button';
import { AUTH_TEXT } from '../messages';
import OtpVerificationRoute from './otp-verification';
import { toPersianDigits } from '@gold/contracts/rules/digits';

const PHONE = '+989121234567';

function renderOtp(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup({ delay: null, ...options });
  renderRoute(<OtpVerificationRoute />, { path: '/otp-verification', routes: [stub('/'), stub('/auth'), stub('/restricted')] });
  return {
    user,
    code: () => screen.getByLabelText(/^کد تأیید/),
    confirm: () => user.click(screen.getByRole('button', { name: 'تأیید' })),
  };
}

function onVerify(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/user-auth/verify-otp`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function onRequestOtp(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/user-auth/request-otp`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const otpSent = () => ok({ mobile: PHONE, expiresAt: new Date().toISOString(), resendAvailableAt: new Date().toISOString() });

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/otp-verification');
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

describe('code verification with a pending phone', () => {
  beforeEach(() => {
    localStorage.setItem('pending_phone', PHONE);
  });

  it('shows the phone it was sent to, in Persian digits', () => {
    renderOtp();
    expect(screen.getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
  });

  it('submits by itself on the sixth digit, stores the session and goes home', async () => {
    const bodies = onVerify(() => ok(anAuthResult(aUser({ name: 'سارا' }))));
    const { user, code } = renderOtp();
    expect(code()).toHaveFocus();
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code(), '12345');
    expect(bodies).toHaveLength(0);
    await user.type(code(), '6');

    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: PHONE, otp: '123456' }]);
    expect(localStorage.getItem('auth_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user_data')!)).toMatchObject({ name: 'سارا' });
    expect(localStorage.getItem('pending_phone')).toBeNull();
    expect(await screen.findByText(AUTH_TEXT.verified)).toBeInTheDocument();
  });

  it('takes Persian digits and a pasted code with spaces', async () => {
    const bodies = onVerify(() => ok(anAuthResult()));
    const { user, code } = renderOtp();
    await user.click(code());
    await user.paste('۱۲۳ ۴۵۶');
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: PHONE, otp: '123456' }]);
  });

  it.each([
    [400, 'INVALID_OTP', 'کد تأیید نامعتبر است'],
    [410, 'OTP_EXPIRED', 'کد تأیید منقضی شده است، لطفاً کد جدید دریافت کنید'],
    [500, 'INTERNAL_ERROR', SERVER_ERROR],
  ] as const)('shows the message for %i', async (status, errorCode, message) => {
    onVerify(() => fail(status, errorCode));
    const { user, code } = renderOtp();
    await user.type(code(), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('pending_phone')).toBe(PHONE);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows the connection message when the server does not answer', async () => {
    onVerify(() => HttpResponse.error());
    const { user, code } = renderOtp();
    await user.type(code(), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
  });

  it('goes to /restricted for an inactive account', async () => {
    onVerify(() => fail(403, 'ACCOUNT_INACTIVE'));
    const { user, code } = renderOtp();
    await user.type(code(), '123456');
    expect(await screen.findByRole('heading', { name: 'page /restricted' })).toBeInTheDocument();
  });

  it('can confirm again with the button after a failure', async () => {
    let attempt = 0;
    const bodies = onVerify(() => (++attempt === 1 ? fail(400, 'INVALID_OTP') : ok(anAuthResult())));
    const { user, code, confirm } = renderOtp();
    await user.type(code(), '123456');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await confirm();
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it('asks for the 6-digit code when fewer digits are confirmed', async () => {
    const { user, code, confirm } = renderOtp();
    await user.type(code(), '123');
    await confirm();
    expect(await screen.findByText(FORM_MESSAGES.otp)).toBeInTheDocument();
    expect(code()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps digits only', async () => {
    const { user, code } = renderOtp();
    await user.type(code(), '12ab3');
    expect(code()).toHaveValue(toPersianDigits('123'));
  });
});

describe('resending the code', () => {
  beforeEach(() => {
    localStorage.setItem('pending_phone', PHONE);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  const resendButton = () => screen.getByRole('button', { name: /^ارسال مجدد کد/ });

  it('waits 60 s, then resends to the pending phone and counts down again', async () => {
    const bodies = onRequestOtp(otpSent);
    const { user } = renderOtp({ advanceTimers: vi.advanceTimersByTime });
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('ارسال مجدد کد (۱:۰۰)');

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('(۰:۳۰)');

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).toHaveTextContent(/^ارسال مجدد کد$/);
    expect(screen.getByText(RESEND_READY)).toBeInTheDocument();

    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toBeDisabled());
    expect(resendButton()).toHaveTextContent('(۱:۰۰)');
    expect(bodies).toEqual([{ mobile: PHONE }]);
    expect(await screen.findByText(AUTH_TEXT.codeResent)).toBeInTheDocument();
  });

  it('a double click on resend sends one code', async () => {
    const bodies = onRequestOtp(otpSent);
    const { user } = renderOtp({ advanceTimers: vi.advanceTimersByTime });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.dblClick(resendButton());
    expect(await screen.findByText(AUTH_TEXT.codeResent)).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: PHONE }]);
    expect(screen.getAllByText(AUTH_TEXT.codeResent)).toHaveLength(1);
  });

  it('clears a half-typed code after a resend', async () => {
    onRequestOtp(otpSent);
    const { user, code } = renderOtp({ advanceTimers: vi.advanceTimersByTime });
    await user.type(code(), '12');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(resendButton());
    await waitFor(() => expect(code()).toHaveValue(''));
  });

  it.each([
    [429, 'OTP_COOLDOWN', 'خطا در ارسال کد، لطفاً دوباره تلاش کنید'],
    [400, 'VALIDATION_ERROR', 'خطا در ارسال کد، لطفاً دوباره تلاش کنید'],
    [500, 'INTERNAL_ERROR', SERVER_ERROR],
  ] as const)('a failed resend (%i) says so and leaves the button usable', async (status, errorCode, message) => {
    onRequestOtp(() => fail(status, errorCode));
    const { user } = renderOtp({ advanceTimers: vi.advanceTimersByTime });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(resendButton()).toBeEnabled();
  });
});

describe('arriving from the status guard', () => {
  it('asks for a code once, since none was sent on that path', async () => {
    localStorage.setItem('pending_phone', PHONE);
    const requests = onRequestOtp(otpSent);
    renderRoute(<OtpVerificationRoute />, { path: '/otp-verification', state: { sendCode: true } });
    expect(await screen.findByText(AUTH_TEXT.codeSent)).toBeInTheDocument();
    expect(requests).toEqual([{ mobile: PHONE }]);
  });

  it('asks for nothing when it was not sent by the guard', async () => {
    localStorage.setItem('pending_phone', PHONE);
    const requests = onRequestOtp(otpSent);
    renderOtp();
    expect(await screen.findByRole('heading', { level: 1, name: 'تأیید شماره موبایل' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('code verification without a pending phone', () => {
  it('offers the way back to sign-in', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<OtpVerificationRoute />, { path: '/otp-verification', routes: [stub('/auth')] });
    expect(screen.queryByLabelText(/^کد تأیید/)).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'بازگشت به صفحه ورود' });
    expect(back).toHaveAttribute('href', '/auth');
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'page /auth' })).toBeInTheDocument();
  });
});
