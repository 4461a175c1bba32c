import { act } from '@testing-library/react';
import type { ServerToClientEvents } from '@gold/contracts/events';
import type { AppSocket } from '../shared/realtime/realtime-context';

type Listener = (...args: never[]) => void;

/**
 * Enough of a socket for the realtime hooks: on, off, `connected`, and ways for the test to emit a server event
 * or to connect and disconnect it (socket.io's own `connect` and `disconnect` events).
 */
export function fakeSocket({ connected = true } = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    connected,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
  };
  const fire = (event: string, ...args: unknown[]) =>
    act(() => {
      for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
    });
  return {
    socket: socket as unknown as AppSocket,
    /** React Query tells its observers on the next tick, so read the result with findBy*. */
    emit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
      fire(event, ...args);
    },
    connect() {
      socket.connected = true;
      fire('connect');
    },
    disconnect(reason = 'transport close') {
      socket.connected = false;
      fire('disconnect', reason);
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  };
}
export type FakeSocket = ReturnType<typeof fakeSocket>;
