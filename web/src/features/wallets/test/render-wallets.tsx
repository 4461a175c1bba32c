import type userEvent from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { User } from '@gold/contracts/profile';
import { useWalletsRealtime } from '../../../entities/wallets/hooks/use-wallets-realtime';
import { fakeSocket } from '../../../test/fake-socket';
import { aUser } from '../../../test/fixtures';
import { renderRoute, stub } from '../../../test/render';
import WalletsRoute from '../routes/wallets';

/** The shell mounts the wallets' realtime reaction; these tests mount it beside the page. */
function WalletsListener() {
  useWalletsRealtime();
  return null;
}

/** /wallets (with `search`, e.g. '?tab=transactions') for a signed-in customer, connected to a fake socket. */
export function renderWallets({
  search = '',
  user = aUser({ id: '64f1c2d3e4b5a69788990011', depositReferenceId: 'PARZ-7K3M9Q2D' }),
  events = {} as Parameters<typeof userEvent.setup>[0],
}: { search?: string; user?: User; events?: Parameters<typeof userEvent.setup>[0] } = {}) {
  const realtime = fakeSocket();
  const rendered = renderRoute(
    <>
      <WalletsListener />
      <WalletsRoute />
    </>,
    { url: `/wallets${search}`, path: '/wallets', user, socket: realtime, events, routes: [stub('/settings')] },
  );
  return { ...rendered, realtime };
}

export const card = (name: string) => screen.getByRole('article', { name });
export const findCard = (name: string) => screen.findByRole('article', { name });
export const dialog = () => screen.getByRole('dialog');
export const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Opens the deposit or withdraw dialog from the Toman card. */
export async function openFromToman(user: ReturnType<typeof renderWallets>['user'], action: 'واریز' | 'برداشت') {
  const toman = await findCard('تومان');
  await user.click(
    within(toman).getByRole('button', { name: action === 'واریز' ? 'واریز به کیف پول تومان' : 'برداشت از کیف پول تومان' }),
  );
  return screen.findByRole('dialog');
}

/**
 * Waits for `assertion` under fake timeouts. Testing Library's findBy and user-event end each call on a timeout of
 * 0, which a faked setTimeout never runs; this waits on real ticks (setImmediate stays real) inside act instead, so
 * no fake time passes while it waits. It gives up after `within` ms of real time.
 */
export async function settle(assertion: () => void, { within: limitMs = 4000 } = {}) {
  const start = performance.now();
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() - start > limitMs) throw error;
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }
}
