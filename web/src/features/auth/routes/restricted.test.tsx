import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '../../../shared/config/runtime-config';
import { aUser, ok, storeSession } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute, stub } from '../../../test/render';
import RestrictedRoute from './restricted';

const defaults = getRuntimeConfig();
afterEach(() => {
  setRuntimeConfig(defaults);
});

describe('restricted account screen', () => {
  it('shows the support contacts from the runtime config', () => {
    setRuntimeConfig({ support: { phone: '021-88776655', email: 'help@gold.test', telegram: '@gold_help' } });
    renderRoute(<RestrictedRoute />, { path: '/restricted' });

    expect(screen.getByRole('heading', { level: 1, name: 'دسترسی به حساب محدود شده است' })).toBeInTheDocument();
    const phone = screen.getByRole('link', { name: '۰۲۱-۸۸۷۷۶۶۵۵' });
    expect(phone).toHaveAttribute('href', 'tel:02188776655');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'help@gold.test' })).toHaveAttribute('href', 'mailto:help@gold.test');
    expect(screen.getByText('@gold_help')).toBeInTheDocument();
    expect(screen.queryByText('support@example.ir')).not.toBeInTheDocument();
  });

  it('explains why, with a generic reason by default', () => {
    renderRoute(<RestrictedRoute />, { path: '/restricted' });
    expect(
      screen.getByText('حساب کاربری شما غیرفعال یا محدود شده است. برای پیگیری با پشتیبانی تماس بگیرید.'),
    ).toBeInTheDocument();
  });

  it('logs out: clears the session keys and goes to /auth', async () => {
    const inactive = aUser({ isActive: false });
    storeSession(inactive);
    let profileCalls = 0;
    server.use(
      http.get(`${API}/user-auth/profile`, () => {
        profileCalls++;
        return ok(inactive);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoute(<RestrictedRoute />, { path: '/restricted', routes: [stub('/auth')] });
    await waitFor(() => expect(profileCalls).toBe(1));

    await user.click(screen.getByRole('button', { name: 'خروج از حساب' }));
    expect(await screen.findByRole('heading', { name: 'page /auth' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });
});
