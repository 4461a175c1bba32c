import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { api, setUnauthorizedHandler } from './client';

const onUnauthorized = vi.fn();

beforeEach(() => {
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
});
afterEach(() => {
  window.history.pushState({}, '', '/');
});

describe('Authorization header', () => {
  it('carries the stored auth_token as a Bearer token', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(`${API}/wallets/me`, ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    localStorage.setItem('auth_token', 'tok-123');
    await api.get('/wallets/me');
    expect(seen).toBe('Bearer tok-123');
  });

  it('is absent without a stored token', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(`${API}/gold-price`, ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    await api.get('/gold-price');
    expect(seen).toBeNull();
  });

  it('follows the token as it changes', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/user-auth/profile`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    localStorage.setItem('auth_token', 'first');
    await api.get('/user-auth/profile');
    localStorage.setItem('auth_token', 'second');
    await api.get('/user-auth/profile');
    expect(seen).toEqual(['Bearer first', 'Bearer second']);
  });
});

describe('the 401 rule', () => {
  beforeEach(() => {
    server.use(http.get(`${API}/wallets/me`, () => fail(401, 'UNAUTHORIZED', 'توکن نامعتبر است')));
  });

  it('on a protected path clears the token, calls the handler and still rejects to the caller', async () => {
    window.history.pushState({}, '', '/wallets');
    localStorage.setItem('auth_token', 'expired');
    localStorage.setItem('user_data', '{}');

    await expect(api.get('/wallets/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each(['/auth', '/register', '/forgot-password', '/otp-verification'])(
    'on %s leaves the token alone and does not call the handler',
    async (path) => {
      window.history.pushState({}, '', path);
      localStorage.setItem('auth_token', 'kept');

      await expect(api.get('/wallets/me')).rejects.toMatchObject({ response: { status: 401 } });
      expect(localStorage.getItem('auth_token')).toBe('kept');
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('ignores other failures', async () => {
    window.history.pushState({}, '', '/wallets');
    localStorage.setItem('auth_token', 'kept');
    server.use(http.get(`${API}/wallets/me`, () => fail(403, 'FORBIDDEN')));

    await expect(api.get('/wallets/me')).rejects.toMatchObject({ response: { status: 403 } });
    expect(localStorage.getItem('auth_token')).toBe('kept');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
