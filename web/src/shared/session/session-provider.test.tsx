import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthResult, aUser, fail, ok, storeSession } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { renderRoute, stub } from '../../test/render';
import { api } from '../api/client';
import { useSession } from './session-context';

function Consumer() {
  const session = useSession();
  return (
    <>
      <p>{`state: ${session.state}`}</p>
      <p>{`user: ${session.user?.name ?? 'none'}`}</p>
      <p>{`status: ${session.status}`}</p>
      <button type="button" onClick={session.signOut}>
        sign out
      </button>
      <button type="button" onClick={() => session.signIn(anAuthResult(aUser({ name: 'کاربر تازه' })))}>
        sign in
      </button>
    </>
  );
}

const renderSession = () => renderRoute(<Consumer />, { path: '/', routes: [stub('/auth')] });

/** A deferred answer, so a test can look at the screen before the server replies. */
function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SessionProvider', () => {
  it('shows the stored user at once, then the refreshed profile', async () => {
    storeSession(aUser({ name: 'نام قدیمی' }));
    const answer = deferred();
    let calls = 0;
    server.use(
      http.get(`${API}/user-auth/profile`, () => {
        calls++;
        return answer.promise;
      }),
    );

    renderSession();
    expect(screen.getByText('state: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: نام قدیمی')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(1));

    answer.release(ok(aUser({ name: 'نام تازه' })));
    expect(await screen.findByText('user: نام تازه')).toBeInTheDocument();
    expect(screen.getByText('state: authenticated')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_data')!)).toMatchObject({ name: 'نام تازه' });
  });

  it('reads the profile from data.data too', async () => {
    storeSession(aUser({ name: 'نام قدیمی' }));
    server.use(http.get(`${API}/user-auth/profile`, () => ok({ data: aUser({ name: 'از data.data' }) })));

    renderSession();
    expect(await screen.findByText('user: از data.data')).toBeInTheDocument();
  });

  it('with a token but no stored user, loads and then signs in from the profile', async () => {
    localStorage.setItem('auth_token', 'tok');
    server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser({ name: 'از سرور', isVerified: false }))));

    renderSession();
    expect(screen.getByText('state: loading')).toBeInTheDocument();
    expect(await screen.findByText('state: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: از سرور')).toBeInTheDocument();
    expect(screen.getByText('status: unverified')).toBeInTheDocument();
  });

  it('clears the session when the refresh fails with 500', async () => {
    storeSession();
    server.use(http.get(`${API}/user-auth/profile`, () => fail(500, 'INTERNAL_ERROR')));

    renderSession();
    expect(await screen.findByText('state: guest')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('clears the session when the refresh fails with 401, and sends the visitor to /auth', async () => {
    storeSession();
    server.use(http.get(`${API}/user-auth/profile`, () => fail(401, 'UNAUTHORIZED')));

    renderSession();
    expect(await screen.findByRole('heading', { name: 'page /auth' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  it('clears the session when the profile answer is not a user', async () => {
    storeSession();
    server.use(http.get(`${API}/user-auth/profile`, () => ok({ nothing: true })));

    renderSession();
    expect(await screen.findByText('state: guest')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('without a token is a guest and asks the server nothing', () => {
    const get = vi.spyOn(api, 'get');
    localStorage.setItem('user_data', JSON.stringify(aUser()));

    renderSession();
    expect(screen.getByText('state: guest')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('does ask the server when a token is stored (the spy above can see it)', async () => {
    const get = vi.spyOn(api, 'get');
    storeSession();
    server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser({ name: 'تازه' }))));

    renderSession();
    expect(get).toHaveBeenCalledWith('/user-auth/profile');
    expect(await screen.findByText('user: تازه')).toBeInTheDocument();
  });

  describe('a refresh that answers after the session changed', () => {
    /** The profile request, held until the test lets it answer. api.get is stubbed so the answer is a microtask chain. */
    function holdProfile() {
      let settle!: (outcome: { ok: true; user: unknown } | { ok: false }) => void;
      const answer = new Promise<{ data: unknown }>((resolve, reject) => {
        settle = (outcome) => (outcome.ok ? resolve({ data: { success: true, data: outcome.user } }) : reject(new Error('refresh failed')));
      });
      vi.spyOn(api, 'get').mockReturnValueOnce(answer as never);
      return {
        async answer(outcome: { ok: true; user: unknown } | { ok: false }) {
          await act(async () => {
            settle(outcome);
            // Let the whole promise chain behind the answer run; no timer is involved.
            await answer.catch(() => undefined);
            await new Promise((resolve) => setTimeout(resolve, 0));
          });
        },
      };
    }

    it('does not sign the customer back in after a logout', async () => {
      storeSession(aUser({ name: 'نام قدیمی' }));
      const profile = holdProfile();
      const user = userEvent.setup({ delay: null });
      renderSession();

      await user.click(screen.getByRole('button', { name: 'sign out' }));
      expect(screen.getByText('state: guest')).toBeInTheDocument();

      await profile.answer({ ok: true, user: aUser({ name: 'نام قدیمی' }) });
      expect(screen.getByText('state: guest')).toBeInTheDocument();
      expect(screen.getByText('user: none')).toBeInTheDocument();
      expect(localStorage.getItem('user_data')).toBeNull();
    });

    it('does not sign out a customer who signed in meanwhile', async () => {
      localStorage.setItem('auth_token', 'stale');
      const profile = holdProfile();
      const user = userEvent.setup({ delay: null });
      renderSession();

      await user.click(screen.getByRole('button', { name: 'sign in' }));
      expect(screen.getByText('user: کاربر تازه')).toBeInTheDocument();

      await profile.answer({ ok: false });
      expect(screen.getByText('state: authenticated')).toBeInTheDocument();
      expect(screen.getByText('user: کاربر تازه')).toBeInTheDocument();
      expect(localStorage.getItem('auth_token')).toBe('access-1');
    });
  });
});
