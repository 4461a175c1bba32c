import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import type { User } from '@gold/contracts/profile';
import { stubNotificationApi } from '../../test/fake-notification';
import { readRegistration } from '../../shared/push/push-storage';
import { resetPushProvider } from '../../shared/push/select-push-provider';
import { useSession } from '../../shared/session/session-context';
import { aUser, fail, ok, storeSession } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { renderRoute } from '../../test/render';
import { PushBanner } from './push-banner';

/** What the session holds, once the start-up refresh answered. */
function SessionTokens() {
  const { user, confirmed } = useSession();
  return confirmed ? <p>refreshed, tokens: {user?.fcmTokens.length}</p> : null;
}

const INVITATION = 'از رویدادهای حساب خود فوراً باخبر شوید';
const banner = () => screen.queryByRole('dialog', { name: INVITATION });
const enableButton = () => screen.getByRole('button', { name: 'فعال‌سازی' });

/** A signed-in customer; resolves once the start-up profile refresh was answered. */
function signedIn(user: User = aUser()) {
  storeSession(user);
  let calls = 0;
  server.use(
    http.get(`${API}/user-auth/profile`, () => {
      calls++;
      return ok(user);
    }),
  );
  return { refreshed: () => waitFor(() => expect(calls).toBe(1)) };
}

function serveToken(reply: (token: string) => Response = (token) => ok({ fcmTokens: [token] })) {
  const sent: string[] = [];
  server.use(
    http.post(`${API}/users/me/fcm-token`, async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      sent.push(token);
      return reply(token);
    }),
  );
  return sent;
}

beforeEach(() => {
  resetPushProvider();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the push invitation', () => {
  it('opens as a dialog for a customer without device tokens, with both buttons', async () => {
    stubNotificationApi();
    signedIn(aUser({ fcmTokens: [] }));
    renderRoute(<PushBanner />);
    const sheet = await screen.findByRole('dialog', { name: INVITATION });
    expect(sheet).toHaveTextContent('نتیجه تراکنش‌ها، احراز هویت و پاسخ تیکت‌ها');
    expect(enableButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'بعداً' })).toBeInTheDocument();
    // The header bell keeps 'اعلان‌ها' to itself: no banner button contains it.
    expect(screen.queryAllByRole('button', { name: /اعلان‌ها/ })).toEqual([]);
  });

  it('stays hidden for a customer with a stored token', async () => {
    stubNotificationApi();
    const { refreshed } = signedIn(aUser({ fcmTokens: ['t1'] }));
    renderRoute(<PushBanner />);
    await refreshed();
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays hidden where the browser cannot show notifications', async () => {
    const { refreshed } = signedIn();
    renderRoute(<PushBanner />);
    await refreshed();
    expect(banner()).not.toBeInTheDocument();
  });

  it('is in the first render, before the profile refresh answers', () => {
    stubNotificationApi();
    signedIn(aUser({ fcmTokens: [] }));
    renderRoute(<PushBanner />);
    // Synchronously: no waiting, so a banner that only appears after something async would fail here.
    expect(banner()).toBeInTheDocument();
  });

  it('does not appear later when the profile refresh finds no token the stored user had', async () => {
    stubNotificationApi();
    storeSession(aUser({ fcmTokens: ['t1'] }));
    let calls = 0;
    server.use(
      http.get(`${API}/user-auth/profile`, () => {
        calls++;
        return ok(aUser({ fcmTokens: [] }));
      }),
    );
    renderRoute(
      <>
        <PushBanner />
        <SessionTokens />
      </>,
    );
    expect(banner()).not.toBeInTheDocument();
    // Rendered with the refreshed user: the banner had its chance to appear.
    expect(await screen.findByText('refreshed, tokens: 0')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(banner()).not.toBeInTheDocument();
  });

  it('goes away when the profile refresh finds a token', async () => {
    stubNotificationApi();
    storeSession(aUser({ fcmTokens: [] }));
    server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser({ fcmTokens: ['t1'] }))));
    renderRoute(<PushBanner />);
    expect(banner()).toBeInTheDocument();
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });

  it('«بعداً» closes it for good in this browser: not on the next page, nor after a reload', async () => {
    stubNotificationApi();
    signedIn();
    const user = userEvent.setup({ delay: null });
    const first = renderRoute(<PushBanner />);
    await screen.findByRole('dialog', { name: INVITATION });
    await user.click(screen.getByRole('button', { name: 'بعداً' }));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(localStorage.getItem('push_invite_dismissed')).toBe('1');

    // Mounted again, as after a reload or in a new tab: still closed.
    first.unmount();
    sessionStorage.clear();
    const { refreshed } = signedIn();
    renderRoute(<PushBanner />);
    await refreshed();
    expect(banner()).not.toBeInTheDocument();
  });

  it('Escape is «بعداً» too, and the focus starts inside the dialog', async () => {
    stubNotificationApi();
    signedIn();
    const user = userEvent.setup({ delay: null });
    renderRoute(<PushBanner />);
    const sheet = await screen.findByRole('dialog', { name: INVITATION });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(localStorage.getItem('push_invite_dismissed')).toBe('1');
  });

  it('enables push: permission, token, saved on the server and in the session, then hides', async () => {
    const { requestPermission } = stubNotificationApi({ permission: 'default', answer: 'granted' });
    signedIn();
    const sent = serveToken();
    const user = userEvent.setup({ delay: null });
    renderRoute(<PushBanner />);
    await user.click(await screen.findByRole('button', { name: 'فعال‌سازی' }));
    expect(await screen.findByText('اعلان‌ها فعال شد')).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([localStorage.getItem('push_device_token')]);
    expect(sent[0]).toMatch(/^browser:/);
    // Gone once its closing transition ends, which a loaded machine may draw out.
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!).fcmTokens).toEqual(sent);
    expect(readRegistration()).toMatchObject({ userId: 'u-1', token: sent[0] });
  });

  it('says how to allow notifications when permission is denied, and stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubNotificationApi({ answer: 'denied' });
    signedIn();
    const sent = serveToken();
    const user = userEvent.setup({ delay: null });
    renderRoute(<PushBanner />);
    await user.click(await screen.findByRole('button', { name: 'فعال‌سازی' }));
    expect(await screen.findByText('خطا در فعال‌سازی اعلان‌ها، لطفاً دسترسی اعلان را در مرورگر فعال کنید')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(banner()).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!).fcmTokens).toEqual([]);
  });

  it('asks to try again when saving the token fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubNotificationApi({ permission: 'granted' });
    signedIn();
    const sent = serveToken(() => fail(500, 'INTERNAL_ERROR'));
    const user = userEvent.setup({ delay: null });
    renderRoute(<PushBanner />);
    await user.click(await screen.findByRole('button', { name: 'فعال‌سازی' }));
    expect(await screen.findByText('لطفاً دوباره تلاش کنید')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(banner()).toBeInTheDocument();
    expect(enableButton()).toBeEnabled();
    expect(readRegistration()).toBeNull();
  });
});
