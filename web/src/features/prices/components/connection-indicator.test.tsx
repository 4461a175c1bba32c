import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeContext, type AppSocket } from '../../../shared/realtime/realtime-context';
import { fakeSocket } from '../../../test/fake-socket';
import { ConnectionIndicator } from './connection-indicator';

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
    renderWith(fakeSocket().socket);
    expect(screen.getByRole('status', { name: 'اتصال قیمت لحظه‌ای: آنلاین' })).toHaveTextContent('آنلاین');
  });

  it('follows connect and disconnect at once', () => {
    const realtime = fakeSocket({ connected: false });
    renderWith(realtime.socket);
    expect(screen.getByText('آفلاین')).toBeInTheDocument();
    realtime.connect();
    expect(screen.getByText('آنلاین')).toBeInTheDocument();
    realtime.disconnect();
    expect(screen.getByText('آفلاین')).toBeInTheDocument();
  });

  it('checks again every 5 s', () => {
    vi.useFakeTimers();
    const realtime = fakeSocket();
    renderWith(realtime.socket);
    // The transport dropped without an event yet.
    (realtime.socket as { connected: boolean }).connected = false;
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
