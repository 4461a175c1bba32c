import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_NAMESPACE } from '@gold/contracts/constants';
import type { ClientToServerEvents, ServerToClientEvents, SocketAuth } from '@gold/contracts/events';
import type { Realtime } from '../db/tx';

type SocketData = { userId: string | null };

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the `/notifications` namespace. Anyone may listen to prices. A socket gets its user's room only when
 * `listenerOf` accepts the handshake's token: valid, of the session that is current, of an account that may listen.
 * `join` never puts a socket in anyone else's room.
 */
export function attachRealtime(
  httpServer: HttpServer,
  listenerOf: (token: string) => string | null,
  corsOrigins: readonly string[] = [],
) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // A panel on another origin (MOCK_CORS_ORIGINS) polls over CORS when WebSocket is unavailable; WebSocket itself
    // is not subject to CORS, and a listener is still known by the token in its handshake only.
    ...(corsOrigins.length > 0 ? { cors: { origin: [...corsOrigins], methods: ['GET', 'POST'] } } : {}),
  });
  const nsp = io.of(SOCKET_NAMESPACE);
  let refuseUntil = 0;

  nsp.use((socket, next) => {
    if (Date.now() < refuseUntil) return next(new Error('realtime unavailable'));
    const { token } = (socket.handshake.auth ?? {}) as SocketAuth;
    socket.data.userId = typeof token === 'string' ? listenerOf(token) : null;
    next();
  });

  nsp.on('connection', (socket) => {
    // The token already says whose socket this is: its room is joined at once, so nothing sent between
    // connecting and the client's `join` is lost. `join` stays for clients that expect it.
    if (socket.data.userId) void socket.join(userRoom(socket.data.userId));
    socket.on('join', (userId) => {
      if (typeof userId === 'string' && userId === socket.data.userId) void socket.join(userRoom(userId));
    });
  });

  // Each call goes out at once through socket.io, which encodes a broadcast once and appends every packet to each
  // connection's write buffer in call order: the order the domain asked for is the order on the wire, a price tick's
  // two events leave in the same task, and a disconnect closes a connection only after what was queued before it.
  const realtime: Realtime = {
    toUser: (userId, event, ...args) => {
      nsp.to(userRoom(userId)).emit(event, ...args);
    },
    broadcast: (event, ...args) => {
      // Called after a commit or by the price timer: a failure, such as a payload that cannot be encoded (then nothing
      // has been sent), must not become an error answer nor an uncaught error that stops the server.
      try {
        nsp.emit(event, ...args);
      } catch (error) {
        console.error('a broadcast failed', error);
      }
    },
    disconnectUser: (userId) => {
      nsp.in(userRoom(userId)).disconnectSockets(true);
    },
  };

  return {
    io,
    realtime,
    /** Drops every connection and refuses new ones for `refuseMs`, so clients show offline. */
    disconnectAll(refuseMs = 0) {
      refuseUntil = Date.now() + refuseMs;
      nsp.disconnectSockets(true);
    },
    /** Ends a refusal early (a reset starts from a clean slate). */
    acceptConnections() {
      refuseUntil = 0;
    },
    connectionCount: () => nsp.sockets.size,
  };
}
