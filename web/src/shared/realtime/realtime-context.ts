import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { PRICE_CONNECTION_CHECK_MS } from '@gold/contracts/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@gold/contracts/events';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export const RealtimeContext = createContext<AppSocket | null>(null);

type AnyEvent = keyof ServerToClientEvents | 'connect';
type Handler<E extends AnyEvent> = E extends keyof ServerToClientEvents ? ServerToClientEvents[E] : () => void;

/** Listens to `event` on the current socket while mounted, always calling the latest handler. */
function useSocketListener<E extends AnyEvent>(event: E, handler: Handler<E>): void {
  const socket = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: unknown[]) => (latest.current as (...a: unknown[]) => void)(...args)) as never;
    socket.on(event as keyof ServerToClientEvents, listener);
    return () => {
      socket.off(event as keyof ServerToClientEvents, listener);
    };
  }, [socket, event]);
}

/** Subscribes to a server event while mounted. Handlers update or invalidate queries, nothing more. */
export function useRealtimeEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  useSocketListener(event, handler as Handler<E>);
}

/**
 * Runs on every connect, the first and each reconnect: events sent while there was no connection are lost, so
 * an entity fetches again what they may have changed.
 */
export function useRealtimeConnect(handler: () => void): void {
  useSocketListener('connect', handler);
}

/** Offline in a page rendered at build time and while the panel hydrates it: no socket is connected yet. */
const disconnected = () => false;

/** Online when the socket is connected: checked every 5 s (spec) and at once on connect and disconnect. */
export function useRealtimeConnected(): boolean {
  const socket = useContext(RealtimeContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const timer = window.setInterval(onChange, PRICE_CONNECTION_CHECK_MS);
      socket?.on('connect', onChange);
      socket?.on('disconnect', onChange);
      return () => {
        window.clearInterval(timer);
        socket?.off('connect', onChange);
        socket?.off('disconnect', onChange);
      };
    },
    [socket],
  );
  return useSyncExternalStore(subscribe, () => socket?.connected ?? false, disconnected);
}
