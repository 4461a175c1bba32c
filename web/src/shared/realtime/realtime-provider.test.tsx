import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_OPTIONS } from '@gold/contracts/constants';
import { aUser } from '../../test/fixtures';
import { SessionContext, type Session } from '../session/session-context';
import { RealtimeProvider } from './realtime-provider';

type Listener = (...args: unknown[]) => void;
const sockets: { listeners: Map<string, Listener[]>; connect: ReturnType<typeof vi.fn>; disconnect: ReturnType<typeof vi.fn> }[] = [];

vi.mock('socket.io-client', () => ({
  io: vi.fn(() => {
    const listeners = new Map<string, Listener[]>();
    const socket = {
      listeners,
      connect: vi.fn(),
      disconnect: vi.fn(),
      emit: vi.fn(),
      on(event: string, listener: Listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return socket;
      },
    };
    sockets.push(socket);
    return socket;
  }),
}));

const session = { state: 'authenticated', user: aUser(), status: 'active', confirmed: true } as unknown as Session;
const fire = (event: string, ...args: unknown[]) => {
  for (const listener of sockets[0].listeners.get(event) ?? []) listener(...args);
};

async function renderProvider() {
  const result = render(
    <SessionContext.Provider value={session}>
      <RealtimeProvider>
        <p>panel</p>
      </RealtimeProvider>
    </SessionContext.Provider>,
  );
  await waitFor(() => expect(sockets).toHaveLength(1));
  return result;
}

beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeProvider', () => {
  it('connects again, after the first back-off delay, when the server ends the socket', async () => {
    await renderProvider();
    vi.useFakeTimers();
    act(() => fire('disconnect', 'io server disconnect'));
    act(() => vi.advanceTimersByTime(SOCKET_OPTIONS.reconnectionDelay - 1));
    expect(sockets[0].connect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(sockets[0].connect).toHaveBeenCalledTimes(1);
  });

  it('leaves socket.io to its own reconnection when the connection was lost, and stays closed after logout', async () => {
    const { unmount } = await renderProvider();
    vi.useFakeTimers();
    act(() => fire('disconnect', 'transport close'));
    act(() => fire('disconnect', 'io server disconnect'));
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(sockets[0].connect).not.toHaveBeenCalled();
    expect(sockets[0].disconnect).toHaveBeenCalled();
  });
});
