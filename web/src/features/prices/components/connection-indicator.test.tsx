import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeContext, type AppSocket } from '../../../shared/realtime/realtime-context';
import { ConnectionIndicator } from './connection-indicator';

type Listener = () => void;

function fakeSocket(connected: boolean) {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    connected,
    on(event: string, l: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(l);
      return socket;
    },
    off(event: string, l: Listener) {
      listeners.get(event)?.delete(l);
      return socket;
    },
  };
  return {
    socket: socket as unknown as AppSocket,
    /** The socket's state changes and it says so. */
    fire(event: 'connect' | 'disconnect') {
      socket.connected = event === 'connect';
      act(() => listeners.get(event)?.forEach((l) => l()));
    },
    /** The state changes without an event (a dropped transport noticed late). */
    set(value: boolean) {
      socket.connected = value;
    },
  };
}

const renderWith = (socket: AppSocket | null) =>
  render(
    <RealtimeContext.Provider value={socket}>
      <ConnectionIndicator />
    </RealtimeContext.Provider>,
  );

describe('ConnectionIndicator', () => {
  it('is offline without a connection', () => {
    renderWith(null);
    expect(screen.getByRole('status', { name: 'اتصال قیمت لحظه‌ای: آفلاین' })).toHaveTextContent('آفلاین');
  });

  it('is online while the socket is connected', () => {
    renderWith(fakeSocket(true).socket);
    expect(screen.getByRole('status', { name: 'اتصال قیمت لحظه‌ای: آنلاین' })).toHaveTextContent('آنلاین');
  });

  it('follows connect and disconnect at once', () => {
    const realtime = fakeSocket(false);
    renderWith(realtime.socket);
    expect(screen.getByText('آفلاین')).toBeInTheDocument();
    realtime.fire('connect');
    expect(screen.getByText('آنلاین')).toBeInTheDocument();
    realtime.fire('disconnect');
    expect(screen.getByText('آفلاین')).toBeInTheDocument();
  });

  it('checks again every 5 s', () => {
    vi.useFakeTimers();
    const realtime = fakeSocket(true);
    renderWith(realtime.socket);
    realtime.set(false);
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('آنلاین')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByText('آفلاین')).toBeInTheDocument();
  });
});
