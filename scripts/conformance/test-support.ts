import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET } from '@gold/contracts/api';
import { publishPrice } from '../../mock-server/src/realtime/price-feed';
import { buildMock, DEMO_PASSWORD, MOBILES, type Mock } from '../../mock-server/src/test-utils';
import type { Options } from './run';

/** A weekday morning in Tehran: the market is open, so a trade request can be made for the tests that need one. */
export const START = new Date('2026-11-21T09:30:00+03:30');
/** Past the sign-in limit's window (10 a minute from one address and mobile): each run signs in twice. */
const LOGIN_WINDOW_MS = 61_000;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

export type RunningMock = Mock & {
  base: string;
  /** Whether each socket gets the price as it connects; off, none comes. */
  pricesOnConnect: boolean;
  /** Moves the mock's clock past the sign-in limit, so the next run may sign in again. */
  nextRun(): void;
};

/**
 * The seeded mock on a free port, its prices published to each socket as it connects (its price walk does not run
 * in tests, and a check must not wait for it).
 */
export async function startMock(): Promise<RunningMock> {
  const mock = buildMock({}, START);
  const running: RunningMock = Object.assign(mock, {
    base: await listen(mock.server),
    pricesOnConnect: true,
    nextRun: () => mock.clock.advance(LOGIN_WINDOW_MS),
  });
  mock.realtime.io.of(SOCKET.namespace).on('connection', () => {
    if (running.pricesOnConnect) publishPrice(mock.ctx);
  });
  return running;
}

/** The check's options for the seeded KYC 2 customer, without the socket unless asked for. */
export const optionsFor = (base: string, extra: Partial<Options> = {}): Options => ({
  base,
  mobile: MOBILES.kyc2,
  password: DEMO_PASSWORD,
  write: false,
  timeoutMs: 5000,
  socket: null,
  ...extra,
});

export type Seen = { method: string; path: string };
/** A change to one answer: its status, and its JSON body (or a text body of another type). */
export type Answer = { status: number; body: unknown } | { status: number; text: string; contentType: string };
export type Tamper = (call: Seen, answer: { status: number; body: unknown }) => Answer | undefined;

// Headers a proxy does not pass on, and those fetch sets itself.
const HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade', 'expect']);

/**
 * A stand-in for a provider: the mock behind a small proxy that records every request and lets a test change the
 * JSON answers it passes on.
 */
export async function startProxy(target: string) {
  const seen: Seen[] = [];
  let tamper: Tamper | undefined;
  const server = createServer((req, res) => {
    // A tamper that throws answers 502 at once, so that a broken test fails fast instead of waiting on a timeout.
    pass(req, res).catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  async function pass(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', target);
    const call = { method: req.method ?? 'GET', path: url.pathname };
    seen.push(call);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name, value]) => !HOP.has(name) && typeof value === 'string'),
    ) as Record<string, string>;
    const upstream = await fetch(url, {
      method: call.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    const raw = Buffer.from(await upstream.arrayBuffer());
    let answer: Answer | undefined;
    const contentType = upstream.headers.get('content-type') ?? '';
    if (tamper && contentType.includes('json'))
      answer = tamper(call, { status: upstream.status, body: JSON.parse(raw.toString()) });
    if (!answer) {
      res.writeHead(upstream.status, { 'content-type': contentType }).end(raw);
    } else if ('text' in answer) {
      res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.text);
    } else {
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.body));
    }
  }
  const base = await listen(server);
  return {
    base,
    /** Every request the proxy passed on, in order. */
    seen,
    /** Sets the change every answer goes through; undefined passes them on as they are. */
    set(next: Tamper | undefined) {
      tamper = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
