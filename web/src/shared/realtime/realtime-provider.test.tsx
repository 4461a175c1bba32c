import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { storeTokens } from '../session/session-api';
import { SessionContext, type Session } from '../session/session-context';
import { RealtimeProvider } from './realtime-provider';

type Listener = (...args: unknown[]) => void;
type FakeSocket = {
  listeners: Map<string, Listener[]>;
  connect: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
};
const sockets: FakeSocket[] = [];

/** socket.io's `io`, handing out sockets the test drives by hand. */
const io = vi.fn(() => {
  const listeners = new Map<string, Listener[]>();
  const socket = {
    listeners,
    connect: vi.fn(() => socket),
    disconnect: vi.fn(() => socket),
    emit: vi.fn(),
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
  };
  sockets.push(socket);
  return socket;
});
const loadClient = async () => ({ io }) as unknown as typeof import('socket.io-client');

const session = { state: 'authenticated', user: aUser(), status: 'active', confirmed: true } as unknown as Session;
const fire = (event: string, ...args: unknown[]) =>
  act(() => {
    for (const listener of sockets[0].listeners.get(event) ?? []) listener(...args);
  });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function renderProvider() {
  const result = render(
    <SessionContext.Provider value={session}>
      <RealtimeProvider loadClient={loadClient}>
        <p>panel</p>
      </RealtimeProvider>
    </SessionContext.Provider>,
  );
  await waitFor(() => expect(sockets).toHaveLength(1));
  vi.useFakeTimers();
  return result;
}

beforeEach(() => {
  sockets.length = 0;
  // The back-off's randomisation at its middle: the delays are exactly 1, 2, 4 and then 5 s.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RealtimeProvider', () => {
  it('connects again after a second when the server ends the socket', async () => {
    await renderProvider();
    fire('disconnect', 'io server disconnect');
    advance(999);
    expect(sockets[0].connect).not.toHaveBeenCalled();
    advance(1);
    expect(sockets[0].connect).toHaveBeenCalledTimes(1);
  });

  it('keeps trying while the handshake is refused, doubling the wait up to 5 s, and starts over once connected', async () => {
    await renderProvider();
    fire('disconnect', 'io server disconnect');
    const connects = () => sockets[0].connect.mock.calls.length;
    for (const [wait, expected] of [
      [1000, 1],
      [2000, 2],
      [4000, 3],
      [5000, 4],
      [5000, 5],
    ] as const) {
      advance(wait - 1);
      expect(connects()).toBe(expected - 1);
      advance(1);
      expect(connects()).toBe(expected);
      fire('connect_error', new Error('realtime unavailable'));
    }
    fire('connect');
    fire('disconnect', 'io server disconnect');
    advance(1000);
    expect(connects()).toBe(6);
  });

  it('shakes hands again at once when fresh tokens are stored', async () => {
    await renderProvider();
    storeTokens({ accessToken: 'fresh-access', refreshToken: 'fresh-refresh' });
    expect(sockets[0].disconnect).toHaveBeenCalledTimes(1);
    expect(sockets[0].connect).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth_token')).toBe('fresh-access');
  });

  it('leaves socket.io its own reconnection when the connection was lost, and stays closed after logout', async () => {
    const { unmount } = await renderProvider();
    fire('disconnect', 'transport close');
    fire('connect_error', new Error('xhr poll error'));
    advance(60_000);
    expect(sockets[0].connect).not.toHaveBeenCalled();
    fire('disconnect', 'io server disconnect');
    unmount();
    advance(60_000);
    expect(sockets[0].connect).not.toHaveBeenCalled();
    expect(sockets[0].disconnect).toHaveBeenCalled();
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(sockets[0].connect).not.toHaveBeenCalled();
  });
});
