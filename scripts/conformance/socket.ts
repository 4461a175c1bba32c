import { io } from 'socket.io-client';
import { SOCKET } from '@gold/contracts/api';
import type { Check } from './report';
import { schemaProblems } from './validate';

/** The price events: every API sends them to anyone listening, so a check can wait for one. */
export const PRICE_EVENTS = ['price-update', 'gold-price-update'] as const;

export type SocketOptions = {
  /** The socket.io server (its origin): the API's unless it lives elsewhere. */
  url: string;
  path: string;
  token: string;
  connectTimeoutMs: number;
  /** How long to wait for the price events once connected. */
  waitMs: number;
  /** Resolves after `ms`: a timer, which tests replace. */
  after?: (ms: number) => Promise<void>;
};

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Connects to the namespace as the panel does (the token in `auth`) and checks the first payload of each price
 * event against its schema. An event that does not come in time is a warning: prices need not move on every API.
 */
export async function checkSocket({
  url,
  path,
  token,
  connectTimeoutMs,
  waitMs,
  after = timer,
}: SocketOptions): Promise<Check[]> {
  const call = (event: string) => `socket ${SOCKET.namespace} ${event}`;
  // socket.io reads a URL's path as the namespace: the server is its origin, and `path` says where socket.io listens.
  const socket = io(`${new URL(url).origin}${SOCKET.namespace}`, {
    path,
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: false,
    forceNew: true,
    timeout: connectTimeoutMs,
  });
  const firsts = new Map<string, unknown>();
  let allArrived = () => {};
  const arrived = new Promise<void>((resolve) => (allArrived = resolve));
  for (const event of PRICE_EVENTS) {
    socket.once(event, (payload: unknown) => {
      firsts.set(event, payload);
      if (firsts.size === PRICE_EVENTS.length) allArrived();
    });
  }
  try {
    const connected = await new Promise<string | null>((resolve) => {
      socket.once('connect', () => resolve(null));
      socket.once('connect_error', (error) => resolve(error.message));
    });
    if (connected !== null) {
      return [
        {
          operation: 'socket',
          call: call('connect'),
          result: 'mismatch',
          problems: [{ path: 'connect', message: `expected a connection at ${url} (path ${path}), received ${connected}` }],
        },
      ];
    }
    await Promise.race([arrived, after(waitMs)]);
    return PRICE_EVENTS.map((event): Check => {
      if (!firsts.has(event)) {
        return {
          operation: 'socket',
          call: call(event),
          result: 'warning',
          problems: [],
          note: `no event within ${waitMs / 1000} s`,
        };
      }
      const problems = schemaProblems(SOCKET.serverEvents[event].schema, firsts.get(event));
      return { operation: 'socket', call: call(event), result: problems.length ? 'mismatch' : 'ok', problems };
    });
  } finally {
    socket.disconnect();
  }
}
