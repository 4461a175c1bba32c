import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET } from '@gold/contracts/api';
import type { PriceUpdateEvent } from '@gold/contracts/prices';
import { publishPrice } from '../../mock-server/src/realtime/price-feed';
import { callAs, MOBILES, signIn } from '../../mock-server/src/test-utils';
import { formatReport, passed, type Report } from './report';
import { runConformance } from './run';
import { optionsFor, startMock, startProxy, type RunningMock, type Seen, type Tamper } from './test-support';

// The mock behind a proxy that breaks one answer a case: the check must name the call and the field.

let mock: RunningMock;
let proxy: Awaited<ReturnType<typeof startProxy>>;
beforeAll(async () => {
  mock = await startMock();
  proxy = await startProxy(mock.base);
});
afterAll(async () => {
  await proxy.close();
  await mock.close();
});

type Json = Record<string, unknown> & { data: Record<string, unknown> & Record<number, Record<string, unknown>> };

/** Changes the answers to `method path` (a pattern), leaves the others. */
const on =
  (method: string, path: RegExp, change: (answer: { status: number; body: Json }) => ReturnType<Tamper>): Tamper =>
  (call: Seen, answer) =>
    call.method === method && path.test(call.path)
      ? change({ status: answer.status, body: structuredClone(answer.body) as Json })
      : undefined;

async function runThrough(tamper: Tamper, extra: Parameters<typeof optionsFor>[1] = {}): Promise<Report> {
  mock.nextRun();
  proxy.set(tamper);
  try {
    return await runConformance(optionsFor(proxy.base, extra));
  } finally {
    proxy.set(undefined);
  }
}

const mismatches = (report: Report) =>
  report.checks.filter((c) => c.result === 'mismatch').map(({ operation, call, problems }) => ({ operation, call, problems }));

const ROUTE_NOT_FOUND = {
  success: false,
  error: 'مسیر درخواستی یافت نشد',
  message: 'مسیر درخواستی یافت نشد',
  errorCode: 'ROUTE_NOT_FOUND',
};

const CASES: { name: string; tamper: Tamper; write?: boolean; operation: string; call: string; problems: object[] }[] = [
  {
    name: 'a field renamed in a list item',
    tamper: on('GET', /^\/api\/tickets$/, ({ status, body }) => {
      const [first] = (body.data.tickets as Record<string, unknown>[]) ?? [];
      first.number = first.ticketNumber;
      delete first.ticketNumber;
      return { status, body };
    }),
    operation: 'listTickets',
    call: 'GET /api/tickets',
    problems: [{ path: 'data.tickets[0].ticketNumber', message: 'expected string, received undefined' }],
  },
  {
    name: 'a number sent as a boolean',
    tamper: on('GET', /^\/wallets\/me$/, ({ status, body }) => {
      if (status !== 200) return undefined;
      body.data[0].balance = true;
      return { status, body };
    }),
    operation: 'listWallets',
    call: 'GET /wallets/me',
    problems: [{ path: 'data[0].balance', message: 'expected number | string, received boolean' }],
  },
  {
    name: 'the success envelope missing',
    tamper: on('GET', /^\/kyc\/me$/, ({ status, body }) => ({ status, body: { data: body.data } })),
    operation: 'getKyc',
    call: 'GET /kyc/me',
    problems: [{ path: 'success', message: 'expected true, received undefined' }],
  },
  {
    name: 'a wrong success status',
    tamper: on('GET', /^\/bank-accounts\/me$/, ({ body }) => ({ status: 201, body })),
    operation: 'listBankAccounts',
    call: 'GET /bank-accounts/me',
    problems: [{ path: 'status', message: 'expected 200, received 201' }],
  },
  {
    name: 'an error envelope without errorCode',
    tamper: on('GET', /^\/wallets\/me\/0{8}-/, ({ status, body }) => {
      delete body.errorCode;
      return { status, body };
    }),
    operation: 'getWallet (unknown id)',
    call: 'GET /wallets/me/{id}',
    problems: [
      {
        path: 'errorCode',
        message: expect.stringMatching(/^expected a code GET \/wallets\/me\/\{id\} names \(NOT_FOUND, .*\), received undefined$/),
      },
    ],
  },
  {
    name: 'an error code the row does not name',
    tamper: on('GET', /^\/wallets\/me\/0{8}-/, ({ status, body }) => ({ status, body: { ...body, errorCode: 'TICKET_CLOSED' } })),
    operation: 'getWallet (unknown id)',
    call: 'GET /wallets/me/{id}',
    problems: [
      { path: 'errorCode', message: expect.stringMatching(/names \(NOT_FOUND, UNAUTHORIZED, .*\), received "TICKET_CLOSED"$/) },
    ],
  },
  {
    name: 'another code where exactly one is right',
    tamper: (call, answer) =>
      call.method === 'GET' && call.path === '/wallets/me' && answer.status === 401
        ? { status: 401, body: { ...(answer.body as object), errorCode: 'ACCOUNT_INACTIVE' } }
        : undefined,
    operation: 'listWallets (no token)',
    call: 'GET /wallets/me',
    problems: [{ path: 'errorCode', message: 'expected "UNAUTHORIZED", received "ACCOUNT_INACTIVE"' }],
  },
  {
    name: 'an error with the status of another',
    tamper: on('POST', /^\/user-auth\/login$/, ({ status, body }) => (status === 401 ? { status: 400, body } : undefined)),
    operation: 'login (wrong password)',
    call: 'POST /user-auth/login',
    problems: [{ path: 'status', message: 'expected 401, received 400 INVALID_CREDENTIALS' }],
  },
  {
    name: 'a spec call answering 404',
    tamper: on('GET', /^\/api\/tickets\/stats$/, () => ({ status: 404, body: ROUTE_NOT_FOUND })),
    operation: 'ticketStats',
    call: 'GET /api/tickets/stats',
    problems: [{ path: 'status', message: 'expected 200, received 404 ROUTE_NOT_FOUND' }],
  },
  {
    name: 'a page where JSON belongs',
    tamper: on('GET', /^\/gold-price$/, () => ({
      status: 200,
      text: '<!doctype html><title>x</title>',
      contentType: 'text/html',
    })),
    operation: 'getGoldPrice',
    call: 'GET /gold-price',
    problems: [{ path: '(body)', message: 'expected JSON, received text/html starting "<!doctype html><title>x</title>"' }],
  },
  {
    name: 'a broken answer to a --write call',
    write: true,
    tamper: on('PATCH', /^\/api\/tickets\/[^/]+$/, ({ status, body }) => {
      body.data.status = 'shut';
      return { status, body };
    }),
    operation: 'updateTicket (close)',
    call: 'PATCH /api/tickets/{id}',
    problems: [{ path: 'data.status', message: 'expected "open" | "in_progress" | "resolved" | "closed", received "shut"' }],
  },
];

describe('the check against a broken stand-in', () => {
  it.each(CASES)('catches $name', async ({ tamper, write = false, operation, call, problems }) => {
    const report = await runThrough(tamper, { write });
    expect(mismatches(report), formatReport(report)).toEqual([{ operation, call, problems }]);
    expect(passed(report)).toBe(false);
    // The table names the field, under the call.
    const text = formatReport(report);
    const row = text.split('\n').findIndex((line) => line.startsWith(`${operation} `) && line.endsWith('mismatch'));
    expect(text.split('\n')[row + 1]).toBe(
      `    ${(problems[0] as { path: string }).path}: ${report.checks.find((c) => c.operation === operation)!.problems[0].message}`,
    );
  });

  it('takes an optional call answering 404 as not offered, and passes', async () => {
    const report = await runThrough(on('GET', /^\/market-status$/, () => ({ status: 404, body: ROUTE_NOT_FOUND })));
    expect(report.checks.find((c) => c.operation === 'getMarketStatus')).toMatchObject({
      result: 'not offered',
      status: '404 ROUTE_NOT_FOUND',
      problems: [],
    });
    expect(mismatches(report)).toEqual([]);
    expect(passed(report)).toBe(true);
  });

  it('takes an API without price alerts as not offering them, with --write too, and passes', async () => {
    const none: Tamper = (call) =>
      call.path.startsWith('/api/price-alerts') ? { status: 404, body: ROUTE_NOT_FOUND } : undefined;
    const report = await runThrough(none, { write: true });
    const alertChecks = report.checks.filter((c) => c.call.includes('/api/price-alerts'));
    expect(alertChecks.map((c) => [c.operation, c.result, c.note])).toEqual([
      ['listPriceAlerts', 'not offered', 'optional: not in the spec'],
      ['createPriceAlert (half the price)', 'not offered', 'optional: not in the spec'],
      ['deletePriceAlert', 'skipped', 'price alerts are not offered'],
    ]);
    expect(passed(report)).toBe(true);
    // The stand-in hid the answer, not the call: the alert the mock made behind it goes, as the check would have done.
    const token = await signIn(mock, MOBILES.kyc2);
    for (const { id } of (await callAs(mock, 'get', '/api/price-alerts', token)).body.data.alerts as { id: string }[]) {
      expect((await callAs(mock, 'delete', `/api/price-alerts/${id}`, token)).status).toBe(200);
    }
  });

  it('catches a socket payload with a wrong field', async () => {
    mock.pricesOnConnect = false;
    const nsp = mock.realtime.io.of(SOCKET.namespace);
    const wrongPrice = (socket: { emit(event: 'price-update', payload: PriceUpdateEvent): unknown }) => {
      socket.emit('price-update', { local: 'cheap', timestamp: mock.clock.now().toISOString() } as unknown as PriceUpdateEvent);
      publishPrice(mock.ctx);
    };
    nsp.on('connection', wrongPrice);
    try {
      mock.nextRun();
      const report = await runConformance(optionsFor(mock.base, { socket: { path: '/socket.io', waitMs: 5000 } }));
      expect(mismatches(report)).toEqual([
        {
          operation: 'socket',
          call: 'socket /notifications price-update',
          problems: [{ path: 'local', message: 'expected number, received string' }],
        },
      ]);
      expect(report.checks.at(-1)).toMatchObject({ call: 'socket /notifications gold-price-update', result: 'ok' });
    } finally {
      nsp.off('connection', wrongPrice);
      mock.pricesOnConnect = true;
    }
  });

  it('stops with a failure when the sign-in is refused', async () => {
    mock.nextRun();
    const report = await runConformance(optionsFor(mock.base, { password: 'Not-the-password-1' }));
    expect(report.fatal).toBe('sign-in as +989120000001 failed: 401 INVALID_CREDENTIALS');
    expect(passed(report)).toBe(false);
    expect(report.checks.map((c) => [c.operation, c.result])).toEqual([
      ['login (wrong password)', 'ok'],
      ['login', 'mismatch'],
    ]);
    expect(formatReport(report)).toMatch(/^stopped: sign-in as \+989120000001 failed/m);
  });

  it('says when to try again when the API limits sign-ins', async () => {
    mock.nextRun();
    for (let i = 0; i < 10; i++) await signIn(mock, MOBILES.kyc2);
    const report = await runConformance(optionsFor(mock.base));
    expect(report.fatal).toMatch(
      /^sign-in as \+989120000001 failed: 429 RATE_LIMITED; the API limits sign-ins, try again in \d+ s$/,
    );
    expect(passed(report)).toBe(false);
  });

  it('stops with a failure when nothing listens at the base', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const report = await runConformance(optionsFor(`http://127.0.0.1:${port}`));
    expect(report.fatal).toBe(`cannot reach http://127.0.0.1:${port}`);
    expect(report.checks[0].problems[0].message).toBe(
      `expected an answer, received none: connect ECONNREFUSED 127.0.0.1:${port} (http://127.0.0.1:${port}/user-auth/login)`,
    );
    expect(passed(report)).toBe(false);
  });

  it('gives up on a request that takes too long, rather than hang', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const report = await runConformance(
        optionsFor(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, { timeoutMs: 50 }),
      );
      expect(report.fatal).toMatch(/^cannot reach/);
      expect(report.checks[0].problems[0].message).toMatch(/timeout|aborted/i);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
