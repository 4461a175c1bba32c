import { useEffect, useState, type ReactNode } from 'react';
import { SOCKET_NAMESPACE, SOCKET_OPTIONS, STORAGE_KEYS } from '@gold/contracts/constants';
import { getRuntimeConfig } from '../config/runtime-config';
import { storage } from '../lib/storage';
import { useSession } from '../session/session-context';
import { RealtimeContext, type AppSocket } from './realtime-context';

/**
 * Opens the realtime connection when a customer signs in, joins their room, and closes it on logout.
 * socket.io-client is loaded on demand, so the sign-in screen does not carry it.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { state, user } = useSession();
  const userId = state === 'authenticated' ? (user?.id ?? null) : null;
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (!userId) return;
    let open = true;
    let created: AppSocket | null = null;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    void import('socket.io-client').then(({ io }) => {
      if (!open) return;
      const { socketUrl, socketPath } = getRuntimeConfig();
      created = io(`${socketUrl}${SOCKET_NAMESPACE}`, {
        ...SOCKET_OPTIONS,
        transports: [...SOCKET_OPTIONS.transports],
        path: socketPath,
        // Read at each (re)connection: the token travels in the handshake, never in the URL.
        auth: (cb) => cb({ token: storage.get(STORAGE_KEYS.authToken) ?? undefined }),
      }) as AppSocket;
      created.on('connect', () => created?.emit('join', userId));
      // socket.io does not reconnect after the server ends a socket. The server does that when a session ends (a
      // password or mobile change); this tab then holds fresh tokens, so it connects again with them.
      created.on('disconnect', (reason) => {
        if (reason !== 'io server disconnect') return;
        reconnect = setTimeout(() => created?.connect(), SOCKET_OPTIONS.reconnectionDelay);
      });
      // Socket errors are logged only (spec 1 section 8).
      created.on('connect_error', (error) => console.warn('realtime connection failed', error.message));
      setSocket(created);
    });
    return () => {
      open = false;
      clearTimeout(reconnect);
      created?.disconnect();
      setSocket(null);
    };
  }, [userId]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}
