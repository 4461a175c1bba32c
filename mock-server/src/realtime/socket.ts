import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';

/** socket.io's EVENT packet type. */
const EVENT = 2;
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
export function attachRealtime(httpServer: HttpServer, listenerOf: (token: string) => string | null) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
  });
  const nsp = io.of(SOCKET_NAMESPACE);
  let refuseUntil = 0;
  const broadcasts = broadcastQueue(io, nsp);

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

  // A broadcast waits in the queue until the end of the current task, so the events of one moment (a price tick's
  // `price-update` and `gold-price-update`) go out together; anything else sent to sockets sends the queue first,
  // so the order the domain asked for is the order on the wire.
  const realtime: Realtime = {
    toUser: (userId, event, ...args) => {
      broadcasts.flush();
      nsp.to(userRoom(userId)).emit(event, ...args);
    },
    broadcast: (event, ...args) => {
      broadcasts.add(event, args[0]);
    },
    disconnectUser: (userId) => {
      broadcasts.flush();
      nsp.in(userRoom(userId)).disconnectSockets(true);
    },
  };

  return {
    io,
    realtime,
    /** Drops every connection and refuses new ones for `refuseMs`, so clients show offline. */
    disconnectAll(refuseMs = 0) {
      broadcasts.flush();
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

/** A WebSocket text frame from the server (RFC 6455, 5.2): final, unmasked, with its length in 7, 16 or 64 bits. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81;
  if (head === 2) frame[1] = length;
  else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, head);
  return frame;
}

/** The parts of engine.io's socket and ws's sender that the fan-out reads; engine.io itself uses `_sender.sendFrame`. */
type EngineConnection = {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    perMessageDeflate?: unknown;
    socket?: { readyState: number; _sender?: { _state?: number; _queue?: unknown[]; sendFrame?: (list: Buffer[]) => void } };
  };
};

/**
 * The broadcasts of one task, sent in one pass. socket.io's own broadcast already encodes a packet once, but then
 * runs engine.io's per-socket machinery (a packet object, events, a write with its callback), and a second broadcast
 * in the same tick waits, socket by socket, for the first one's write callback. Here every event of the batch is
 * encoded once into its WebSocket frame, the frames are joined into one buffer, and each socket gets that buffer in
 * one write: the same bytes socket.io would send, in the same order. A socket that is not an idle WebSocket (long
 * polling, an upgrade under way, a write of its own still pending, compression on) gets the events through socket.io.
 */
function broadcastQueue(io: Server, nsp: Namespace) {
  let pending: { event: string; payload: unknown }[] = [];
  let scheduled = false;

  const flush = () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const encoded = batch.map(
      ({ event, payload }) => io.encoder.encode({ type: EVENT, nsp: nsp.name, data: [event, payload] }) as unknown[],
    );
    // A payload with binary parts is several packets: socket.io sends those itself.
    if (encoded.some((packets) => packets.length !== 1 || typeof packets[0] !== 'string')) {
      for (const { event, payload } of batch) nsp.emit(event, payload);
      return;
    }
    const frames = encoded.map(([packet]) => textFrame(Buffer.from(`4${packet as string}`)));
    const wire = frames.length === 1 ? frames[0] : Buffer.concat(frames);
    for (const socket of nsp.sockets.values()) {
      const conn = socket.conn as unknown as EngineConnection;
      const { transport } = conn;
      const sender = transport.socket?._sender;
      if (
        conn.readyState === 'open' &&
        !conn.upgrading &&
        conn.writeBuffer.length === 0 &&
        transport.name === 'websocket' &&
        transport.writable &&
        !transport.perMessageDeflate &&
        transport.socket?.readyState === 1 &&
        sender?._state === 0 &&
        sender._queue?.length === 0 &&
        typeof sender.sendFrame === 'function'
      ) {
        sender.sendFrame([wire]);
      } else {
        for (const { event, payload } of batch) socket.emit(event, payload);
      }
    }
  };

  return {
    add(event: string, payload: unknown) {
      pending.push({ event, payload });
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        // Sent after the task that committed: a failure here must not become an uncaught error that stops the
        // server (the database's effects after a commit are guarded the same way).
        try {
          flush();
        } catch (error) {
          console.error('a broadcast failed', error);
        }
      });
    },
    flush,
  };
}
