import { useEffect, useState, type ReactNode } from 'react';
import { SOCKET_NAMESPACE, SOCKET_OPTIONS, STORAGE_KEYS } from '@gold/contracts/constants';
import { getRuntimeConfig } from '../config/runtime-config';
import { storage } from '../lib/storage';
import { onTokensStored } from '../session/session-api';
import { useSession } from '../session/session-context';
import { RealtimeContext, type AppSocket } from './realtime-context';

/** socket.io's client, loaded on demand, so the sign-in screen does not carry it. */
const loadSocketClient = (): Promise<Pick<typeof import('socket.io-client'), 'io'>> => import('socket.io-client');

/**
 * Opens the realtime connection when a customer signs in, joins their room, and closes it on logout. `loadClient`
 * gives socket.io's `io`: the tests hand in a fake one.
 */
export function RealtimeProvider({
  children,
  loadClient = loadSocketClient,
}: {
  children: ReactNode;
  loadClient?: typeof loadSocketClient;
}) {
  const { state, user } = useSession();
  const userId = state === 'authenticated' ? (user?.id ?? null) : null;
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (!userId) return;
    let open = true;
    let created: AppSocket | null = null;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    // socket.io does not reconnect after the server ends a socket, nor after its handshake refuses one. The server
    // ends them when a session ends (a password or mobile change): this tab then connects again by itself, with the
    // spec's back-off (1 s doubling to 5 s, randomised by half).
    let serverEnded = false;
    let attempt = 0;
    const connectLater = () => {
      clearTimeout(reconnect);
      const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = SOCKET_OPTIONS;
      const delay = Math.min(reconnectionDelayMax, reconnectionDelay * 2 ** attempt);
      attempt += 1;
      reconnect = setTimeout(() => created?.connect(), delay * (1 + randomizationFactor * (Math.random() * 2 - 1)));
    };
    const stopListening = onTokensStored(() => {
      // Fresh tokens: shake hands again with them now, rather than keep a connection the old ones opened.
      clearTimeout(reconnect);
      created?.disconnect().connect();
    });
    void loadClient().then(({ io }) => {
      if (!open) return;
      const { socketUrl, socketPath } = getRuntimeConfig();
      created = io(`${socketUrl}${SOCKET_NAMESPACE}`, {
        ...SOCKET_OPTIONS,
        transports: [...SOCKET_OPTIONS.transports],
        path: socketPath,
        // Read at each (re)connection: the token travels in the handshake, never in the URL.
        auth: (cb) => cb({ token: storage.get(STORAGE_KEYS.authToken) ?? undefined }),
      }) as AppSocket;
      created.on('connect', () => {
        serverEnded = false;
        attempt = 0;
        created?.emit('join', userId);
      });
      created.on('disconnect', (reason) => {
        if (reason !== 'io server disconnect') return;
        serverEnded = true;
        connectLater();
      });
      created.on('connect_error', (error) => {
        // Socket errors are logged only (spec 1 section 8).
        console.warn('realtime connection failed', error.message);
        if (serverEnded) connectLater();
      });
      setSocket(created);
    });
    return () => {
      open = false;
      clearTimeout(reconnect);
      stopListening();
      created?.disconnect();
      setSocket(null);
    };
  }, [userId, loadClient]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}
