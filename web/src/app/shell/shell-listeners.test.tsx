import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '@gold/contracts/notifications';
import { resetPushProvider } from '../../shared/push/select-push-provider';
import { useSession } from '../../shared/session/session-context';
import { fakeSocket } from '../../test/fake-socket';
import { aUser, ok } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { aNotification, serveNotifications } from '../../test/fake-api/notifications';
import { renderRoute } from '../../test/render';
import { ShellListeners } from './app-shell';

const KEYS = {
  kyc: ['kyc', 'level'],
  changeRequest: ['kyc', 'change-request', 'name'],
  bankAccounts: ['bank-accounts', 'me'],
  profile: ['profile', 'fresh'],
  wallets: ['wallets', 'me'],
  price: ['gold-price'],
  market: ['market-status'],
  notifications: ['notifications', 'list'],
};

function SessionName() {
  return <p>{useSession().user?.name}</p>;
}

/** The shell's listeners with every entity's query cached, so a test can see which ones a event refreshes. */
function setup() {
  const realtime = fakeSocket();
  const rendered = renderRoute(
    <>
      <ShellListeners />
      <SessionName />
    </>,
    { user: aUser({ name: 'سارا محمدی' }), socket: realtime },
  );
  for (const key of Object.values(KEYS)) rendered.queryClient.setQueryData(key, { cached: true });
  rendered.queryClient.setQueryData(KEYS.notifications, { pages: [], pageParams: [] });
  const stale = () =>
    Object.entries(KEYS)
      .filter(([, key]) => rendered.queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { ...rendered, realtime, stale };
}

beforeEach(() => {
  resetPushProvider();
  serveNotifications();
});

describe('the shell mounts each entity’s realtime reaction', () => {
  it('a kyc notification refreshes the KYC level, pending requests, bank accounts, the profile and the session user', async () => {
    const { realtime, stale, findByText } = setup();
    server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser({ name: 'نام تأییدشده' }))));
    realtime.emit('notification', aNotification({ id: 'k-1', type: 'kyc' }) as Notification);
    expect(stale()).toEqual(expect.arrayContaining(['kyc', 'changeRequest', 'bankAccounts', 'profile']));
    expect(stale()).not.toContain('wallets');
    expect(stale()).not.toContain('price');
    expect(await findByText('نام تأییدشده')).toBeInTheDocument();
  });

  it('another notification leaves the account data alone', () => {
    const { realtime, stale } = setup();
    realtime.emit('notification', aNotification({ id: 't-1', type: 'ticket' }) as Notification);
    expect(stale()).toEqual([]);
  });

  it('a wallet-update refreshes the wallets only', () => {
    const { realtime, stale } = setup();
    realtime.emit('wallet-update', { walletId: 'w-1', balance: 10, availableBalance: 10, frozenAmount: 0, currency: 'TOMAN' });
    expect(stale()).toEqual(['wallets']);
  });

  it('a reconnect refreshes what events may have changed meanwhile: notifications, wallets, prices and the market', async () => {
    const { realtime, stale } = setup();
    realtime.disconnect('io server disconnect');
    realtime.connect();
    await waitFor(() => expect(stale().sort()).toEqual(['market', 'notifications', 'price', 'wallets']));
  });
});
