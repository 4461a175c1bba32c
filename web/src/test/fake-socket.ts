import { act } from '@testing-library/react';
import type { ServerToClientEvents } from '@gold/contracts/events';
import type { AppSocket } from '../shared/realtime/realtime-context';

type Listener = (...args: never[]) => void;

/** Enough of a socket for useRealtimeEvent: on, off, and a way for the test to emit. */
export function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    connected: true,
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
  return {
    socket: socket as unknown as AppSocket,
    /** React Query tells its observers on the next tick, so read the result with findBy*. */
    emit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
      act(() => {
        for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
      });
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  };
}
