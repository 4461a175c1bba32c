import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { NETWORK_ERROR, SERVER_ERROR } from '../../../shared/api/errors';
import { anAuthResult, aUser, fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute, stub } from '../../../test/render';
import { AUTH_TEXT } from '../messages';
import RestrictedRoute from './restricted';
import SignInRoute from './sign-in';
import { toPersianDigits } from '@gold/contracts/rules/digits';

const routes = [stub('/'), stub('/otp-verification'), stub('/restricted'), stub('/register'), stub('/forgot-password')];

function renderSignIn() {
  const user = userEvent.setup({ delay: null });
  renderRoute(<SignInRoute />, { path: '/auth', routes });
  return {
    user,
    mobile: () => screen.getByLabelText(/^شماره موبایل/),
    password: () => screen.getByLabelText(/^رمز عبور/),
    submit: () => user.click(screen.getByRole('button', { name: 'ورود' })),
  };
}

/** Answers login with `reply` and records what was sent. */
function onLogin(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/user-auth/login`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

async function signInWith(reply: () => Response) {
  const bodies = onLogin(reply);
  const form = renderSignIn();
  await form.user.type(form.mobile(), '09121234567');
  await form.user.type(form.password(), 'Secret123');
  await form.submit();
  return { ...form, bodies };
}

beforeEach(() => {
  // Failures are logged with console.info by design (spec 1 section 8); keep the output readable.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  // The browser is on the sign-in screen, where a 401 is the form's answer, not a lost session.
  window.history.pushState({}, '', '/auth');
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

describe('sign-in validation', () => {
  it('says "fill all fields" once on an empty submit', async () => {
    const { submit } = renderSignIn();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FORM_MESSAGES.fillAll);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByText(FORM_MESSAGES.fillAll)).toHaveLength(1);
    expect(screen.getByLabelText(/^شماره موبایل/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the mobile is not valid', async () => {
    const { user, mobile, password, submit } = renderSignIn();
    await user.type(mobile(), '0912123');
    await user.type(password(), 'Secret123');
    await submit();
    expect(await screen.findByText(FORM_MESSAGES.invalidMobile)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('formats the phone as it is typed, Persian digits included', async () => {
    const { user, mobile } = renderSignIn();
    await user.type(mobile(), '09121234567');
    expect(mobile()).toHaveValue(toPersianDigits('+989121234567'));
    await user.clear(mobile());
    await user.type(mobile(), '۰۹۱۲۱۲۳۴۵۶۷');
    expect(mobile()).toHaveValue(toPersianDigits('+989121234567'));
    await user.clear(mobile());
    await user.type(mobile(), '0912-123 45a67');
    expect(mobile()).toHaveValue(toPersianDigits('+989121234567'));
  });

  it('accepts a pasted number with spaces', async () => {
    const { user, mobile } = renderSignIn();
    await user.click(mobile());
    await user.paste('+98 912 123 4567');
    expect(mobile()).toHaveValue(toPersianDigits('+989121234567'));
  });

  it('has the right autocomplete hints', () => {
    const { mobile, password } = renderSignIn();
    expect(mobile()).toHaveAttribute('autocomplete', 'tel');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });
});

describe('sign-in outcomes', () => {
  it('stores the session and goes to the dashboard', async () => {
    const { bodies } = await signInWith(() => ok(anAuthResult(aUser({ name: 'سارا' }))));
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: '+989121234567', password: 'Secret123' }]);
    expect(localStorage.getItem('auth_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user_data')!)).toMatchObject({ name: 'سارا', mobile: '+989121234567' });
  });

  it('returns to the page the guard sent the customer away from', async () => {
    onLogin(() => ok(anAuthResult()));
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(<SignInRoute />, { path: '/auth', routes: [stub('/'), stub('/wallets')] });
    await act(() => router.navigate('/auth', { replace: true, state: { from: '/wallets' } }));
    await user.type(screen.getByLabelText(/^شماره موبایل/), '09121234567');
    await user.type(screen.getByLabelText(/^رمز عبور/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('heading', { name: 'page /wallets' })).toBeInTheDocument();
  });

  it('sends a number typed without 0 with +98 in front', async () => {
    const bodies = onLogin(() => ok(anAuthResult()));
    const { user, mobile, password, submit } = renderSignIn();
    await user.type(mobile(), '9121234567');
    await user.type(password(), 'Secret123');
    await submit();
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: '+989121234567', password: 'Secret123' }]);
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'شماره موبایل یا رمز عبور اشتباه است'],
    [400, 'VALIDATION_ERROR', 'اطلاعات وارد شده نامعتبر است'],
    [500, 'INTERNAL_ERROR', SERVER_ERROR],
    [503, 'SERVICE_UNAVAILABLE', SERVER_ERROR],
    [418, 'FORBIDDEN', 'خطا در ورود به حساب کاربری، لطفاً دوباره تلاش کنید'],
  ] as const)('shows the message for %i', async (status, code, message) => {
    await signInWith(() => fail(status, code, 'متن سرور که نباید دیده شود'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('متن سرور که نباید دیده شود')).not.toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'ورود به حساب کاربری' })).toBeInTheDocument();
  });

  it('shows the connection message when the server does not answer', async () => {
    await signInWith(() => HttpResponse.error());
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
  });

  it('clears the previous failure on a new attempt', async () => {
    let attempt = 0;
    const { submit } = await signInWith(() => (++attempt === 1 ? fail(401, 'INVALID_CREDENTIALS') : ok(anAuthResult())));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await submit();
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('for an unverified account stores the phone, asks for a fresh code and goes to the code screen', async () => {
    const otpBodies: unknown[] = [];
    server.use(
      http.post(`${API}/user-auth/request-otp`, async ({ request }) => {
        otpBodies.push(await request.json());
        return ok({ mobile: '+989121234567', expiresAt: new Date().toISOString(), resendAvailableAt: new Date().toISOString() });
      }),
    );
    await signInWith(() => fail(403, 'ACCOUNT_NOT_VERIFIED'));
    expect(await screen.findByRole('heading', { name: 'page /otp-verification' })).toBeInTheDocument();
    expect(localStorage.getItem('pending_phone')).toBe('+989121234567');
    expect(otpBodies).toEqual([{ mobile: '+989121234567' }]);
    expect(await screen.findByText(AUTH_TEXT.accountNotVerified)).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('for an unverified account still goes to the code screen when the resend is refused', async () => {
    server.use(http.post(`${API}/user-auth/request-otp`, () => fail(429, 'OTP_COOLDOWN')));
    await signInWith(() => fail(403, 'ACCOUNT_NOT_VERIFIED'));
    expect(await screen.findByRole('heading', { name: 'page /otp-verification' })).toBeInTheDocument();
    expect(localStorage.getItem('pending_phone')).toBe('+989121234567');
  });

  it.each(['ACCOUNT_INACTIVE', 'ACCOUNT_RESTRICTED'] as const)('for %s goes to /restricted', async (code) => {
    await signInWith(() => fail(403, code));
    expect(await screen.findByRole('heading', { name: 'page /restricted' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('pending_phone')).toBeNull();
  });
});

describe('sign-in to the restricted screen', () => {
  it.each([
    ['ACCOUNT_INACTIVE', AUTH_TEXT.accountInactive],
    ['ACCOUNT_RESTRICTED', AUTH_TEXT.accountRestricted],
  ] as const)('for %s the restricted screen says why', async (code, reason) => {
    onLogin(() => fail(403, code));
    const user = userEvent.setup({ delay: null });
    renderRoute(<SignInRoute />, { path: '/auth', routes: [{ path: '/restricted', element: <RestrictedRoute /> }] });
    await user.type(screen.getByLabelText(/^شماره موبایل/), '09121234567');
    await user.type(screen.getByLabelText(/^رمز عبور/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'دسترسی به حساب محدود شده است' })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });
});

describe('sign-in controls', () => {
  it('submits with Enter in the password field', async () => {
    const bodies = onLogin(() => ok(anAuthResult()));
    const { user, mobile, password } = renderSignIn();
    await user.type(mobile(), '09121234567');
    await user.type(password(), 'Secret123{Enter}');
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('shows and hides the password', async () => {
    const { user, password } = renderSignIn();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'نمایش رمز عبور' }));
    expect(password()).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'پنهان کردن رمز عبور' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('links to password recovery and registration', async () => {
    const { user } = renderSignIn();
    expect(screen.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'ثبت‌نام کنید' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('link', { name: 'ثبت‌نام کنید' }));
    expect(await screen.findByRole('heading', { name: 'page /register' })).toBeInTheDocument();
  });

  it('has one h1 inside a main landmark', () => {
    renderSignIn();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('sign-in while waiting', () => {
  it('disables the submit button until the answer arrives', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    server.use(
      http.post(`${API}/user-auth/login`, async () => {
        calls++;
        await gate;
        return ok(anAuthResult());
      }),
    );
    const { user, mobile, password, submit } = renderSignIn();
    await user.type(mobile(), '09121234567');
    await user.type(password(), 'Secret123');
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /ورود/ })).toBeDisabled());
    release();
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
