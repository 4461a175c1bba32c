import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { NETWORK_ERROR, SERVER_ERROR } from '../../../shared/api/errors';
import { fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute, stub } from '../../../test/render';
import RegisterRoute from './register';

function renderRegister() {
  const user = userEvent.setup({ delay: null });
  renderRoute(<RegisterRoute />, { path: '/register', routes: [stub('/otp-verification'), stub('/auth')] });
  const field = (label: RegExp) => screen.getByLabelText(label);
  return {
    user,
    async fill({
      mobile = '09121234567',
      name = 'سارا محمدی',
      password = 'Abcdefg1',
      confirm = undefined as string | undefined,
    } = {}) {
      confirm ??= password;
      if (mobile) await user.type(field(/^شماره موبایل/), mobile);
      if (name) await user.type(field(/^نام و نام خانوادگی/), name);
      if (password) await user.type(field(/^رمز عبور/), password);
      if (confirm) await user.type(field(/^تکرار رمز عبور/), confirm);
    },
    submit: () => user.click(screen.getByRole('button', { name: 'ثبت‌نام' })),
  };
}

function onRegister(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/user-auth/register`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const otpSent = () =>
  ok({ mobile: '+989121234567', expiresAt: new Date().toISOString(), resendAvailableAt: new Date().toISOString() });

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/register');
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

describe('registration validation', () => {
  it('says "fill all fields" once when everything is empty', async () => {
    const { submit } = renderRegister();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.fillAll);
    expect(screen.getAllByText(FORM_MESSAGES.fillAll)).toHaveLength(1);
  });

  it('says "fill all fields" when only one field is missing', async () => {
    const { fill, submit } = renderRegister();
    await fill({ name: '' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.fillAll);
    expect(screen.getByLabelText(/^نام و نام خانوادگی/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a weak password', async () => {
    const { fill, submit } = renderRegister();
    await fill({ password: 'abcdefgh' });
    await submit();
    expect(await screen.findByText(FORM_MESSAGES.weakPassword)).toBeInTheDocument();
    expect(screen.getByText('قدرت رمز عبور: ضعیف')).toBeInTheDocument();
  });

  it('refuses a short password even with three kinds of character', async () => {
    const { fill, submit } = renderRegister();
    await fill({ password: 'Ab1' });
    await submit();
    expect(await screen.findByText(FORM_MESSAGES.weakPassword)).toBeInTheDocument();
  });

  it('says the repeat must match', async () => {
    const { fill, submit } = renderRegister();
    await fill({ password: 'Abcdefg1', confirm: 'Abcdefg2' });
    await submit();
    expect(await screen.findByText(FORM_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(screen.queryByText(FORM_MESSAGES.weakPassword)).not.toBeInTheDocument();
  });

  it('refuses a name longer than 100 letters once its spaces are collapsed, under the field', async () => {
    const bodies = onRegister(otpSent);
    const { fill, submit } = renderRegister();
    await fill({ name: 'ن'.repeat(101) });
    await submit();
    expect(await screen.findByText(FORM_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText(/^نام و نام خانوادگی/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('says the mobile is not valid', async () => {
    const { fill, submit } = renderRegister();
    await fill({ mobile: '0912' });
    await submit();
    expect(await screen.findByText(FORM_MESSAGES.invalidMobile)).toBeInTheDocument();
  });

  it('uses new-password hints and shows the strength as it is typed', async () => {
    const { user } = renderRegister();
    expect(screen.getByLabelText(/^رمز عبور/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^تکرار رمز عبور/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^نام و نام خانوادگی/)).toHaveAttribute('autocomplete', 'name');
    await user.type(screen.getByLabelText(/^رمز عبور/), 'Abcdefg1!');
    expect(screen.getByText('قدرت رمز عبور: قوی')).toBeInTheDocument();
  });
});

describe('registration outcomes', () => {
  it('stores the phone and goes to the code screen', async () => {
    const bodies = onRegister(otpSent);
    const { fill, submit } = renderRegister();
    await fill({ name: '  سارا   محمدی ' });
    await submit();
    expect(await screen.findByRole('heading', { name: 'page /otp-verification' })).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: '+989121234567', name: 'سارا محمدی', password: 'Abcdefg1' }]);
    expect(localStorage.getItem('pending_phone')).toBe('+989121234567');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it.each([
    [409, 'MOBILE_ALREADY_REGISTERED', 'این شماره موبایل قبلاً ثبت شده است'],
    [400, 'VALIDATION_ERROR', 'اطلاعات وارد شده نامعتبر است'],
    [500, 'INTERNAL_ERROR', SERVER_ERROR],
  ] as const)('shows the message for %i and stays', async (status, code, message) => {
    onRegister(() => fail(status, code));
    const { fill, submit } = renderRegister();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('pending_phone')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'ایجاد حساب کاربری' })).toBeInTheDocument();
  });

  it('shows the connection message when the server does not answer', async () => {
    onRegister(() => HttpResponse.error());
    const { fill, submit } = renderRegister();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
  });

  it('a double click registers once', async () => {
    const bodies = onRegister(otpSent);
    const { user, fill } = renderRegister();
    await fill();
    await user.dblClick(screen.getByRole('button', { name: 'ثبت‌نام' }));
    expect(await screen.findByRole('heading', { name: 'page /otp-verification' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('says a registered mobile under the mobile field, and focuses it', async () => {
    onRegister(() => fail(409, 'MOBILE_ALREADY_REGISTERED'));
    const { fill, submit } = renderRegister();
    await fill();
    await submit();
    const mobile = screen.getByLabelText(/^شماره موبایل/);
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('این شماره موبایل قبلاً ثبت شده است'));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
  });

  it('links to sign-in', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'وارد شوید' })).toHaveAttribute('href', '/auth');
  });
});
