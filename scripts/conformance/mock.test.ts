import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Operation, type OperationId } from '@gold/contracts/api';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import { currentPrice } from '../../mock-server/src/domain/prices/prices';
import { callAs, MOBILES, signIn } from '../../mock-server/src/test-utils';
import { queryFor, READS } from './plan';
import { formatReport, passed, summarize, type Check, type Report } from './report';
import { runConformance } from './run';
import { optionsFor, startMock, type RunningMock } from './test-support';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const run = (extra: Parameters<typeof optionsFor>[1] = {}) => {
  mock.nextRun();
  return runConformance(optionsFor(mock.base, extra));
};

const byResult = (report: Report, result: Check['result']) =>
  report.checks.filter((c) => c.result === result).map((c) => c.operation);

/**
 * Every read-only call of the table. A new one shows here first: the check must learn what it needs. Strings: the
 * change requests' ids are made from a template, which `OperationId` does not list.
 */
const EVERY_READ: string[] = [
  'getProfile',
  'pendingNameChange',
  'pendingNationalIdChange',
  'pendingBirthdateChange',
  'getKyc',
  'listBankAccounts',
  'listBanks',
  'listNotifications',
  'notificationStats',
  'getGoldPrice',
  'getPriceHistory',
  'getMarketStatus',
  'getOpenTradeRequest',
  'getTradeHistory',
  'listWallets',
  'listTransactions',
  'listDepositRequests',
  'listWithdrawRequests',
  'listTickets',
  'ticketStats',
  'listPriceAlerts',
  'getReport',
  'getTradeOffers',
  'getWallet',
  'listWalletTransactions',
  'getReceipt',
  'getTicket',
];

describe('the check against the mock', () => {
  it('walks every read-only call, those with path parameters after those that answer them', () => {
    expect(READS).toEqual(EVERY_READ);
    const reads = (Object.entries(API) as [OperationId, Operation][]).filter(([, op]) => op.effect === 'read');
    expect(new Set(READS)).toEqual(new Set(reads.map(([id]) => id)));
  });

  it('sends each query its row accepts, the report a period of Tehran days ending today', () => {
    for (const id of READS) {
      const query = queryFor(id, new Date('2026-03-20T21:00:00Z'));
      const op: Operation = API[id];
      if (!op.query) expect(query, id).toBeUndefined();
      else expect(op.query['~standard'].validate(query), id).not.toHaveProperty('issues');
    }
    // 00:30 on 21 March in Tehran: the Tehran day, not the UTC one.
    expect(queryFor('getReport', new Date('2026-03-20T21:00:00Z'))).toEqual({ from: '2025-12-22', to: '2026-03-21', page: '1' });
  });

  it('passes, checking every read call the seeded data allows, and says why it skips offers', async () => {
    const report = await run();
    expect(passed(report), formatReport(report)).toBe(true);
    expect(byResult(report, 'mismatch')).toEqual([]);
    expect(byResult(report, 'not offered')).toEqual([]);
    // No open trade request in the seed, and a read-only check cannot make one.
    expect(report.checks.filter((c) => c.result === 'skipped')).toEqual([
      expect.objectContaining({ operation: 'getTradeOffers', note: expect.stringMatching(/open trade request/) }),
    ]);
    expect(byResult(report, 'ok')).toEqual([
      'login (wrong password)',
      'login',
      ...EVERY_READ.filter((id) => id !== 'getTradeOffers'),
      'listWallets (no token)',
      'getWallet (unknown id)',
    ]);
    expect(report.checks.find((c) => c.operation === 'login (wrong password)')?.status).toBe('401 INVALID_CREDENTIALS');
    expect(report.checks.find((c) => c.operation === 'listWallets (no token)')?.status).toBe('401 UNAUTHORIZED');
    expect(report.checks.find((c) => c.operation === 'getWallet (unknown id)')?.status).toBe('404 NOT_FOUND');
    // The seeded receipt deposits have their files: checked by content type.
    expect(report.checks.find((c) => c.operation === 'getReceipt')).toMatchObject({ status: '200 (image/png)', result: 'ok' });
  });

  it('checks the offers of an open trade request when the API answers one', async () => {
    mock.nextRun();
    const token = await signIn(mock, MOBILES.kyc2);
    const price = currentPrice(mock.db).buyPrice;
    const created = await callAs(mock, 'post', '/api/trade-requests', token, {
      type: 'buy',
      symbol: GOLD_SYMBOL,
      amount: 0.1,
      price,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const report = await runConformance(optionsFor(mock.base));
    expect(passed(report), formatReport(report)).toBe(true);
    expect(byResult(report, 'skipped')).toEqual([]);
    expect(report.checks.find((c) => c.operation === 'getTradeOffers')).toMatchObject({ status: '200', result: 'ok' });
    const cancelled = await callAs(mock, 'post', `/api/trade-requests/${created.body.requestId}/cancel`, token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it('with --write, also sets the e-mail to itself, opens, writes in and closes a ticket, marks one notification read, and sets and deletes a price alert', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const before = (await callAs(mock, 'get', '/user-auth/profile', token)).body.data.email;
    const tickets = (await callAs(mock, 'get', '/api/tickets/stats', token)).body.data;

    const report = await run({ write: true });
    expect(passed(report), formatReport(report)).toBe(true);
    expect(report.checks.slice(-8).map((c) => [c.operation, c.call, c.status, c.result])).toEqual([
      ['updateProfile (same e-mail)', 'PATCH /user-auth/profile', '200', 'ok'],
      ['createTicket', 'POST /api/tickets', '201', 'ok'],
      ['getTicket (created ticket)', 'GET /api/tickets/{id}', '200', 'ok'],
      ['addTicketMessage', 'POST /api/tickets/{id}/messages', '201', 'ok'],
      ['updateTicket (close)', 'PATCH /api/tickets/{id}', '200', 'ok'],
      ['markNotificationRead', 'PATCH /notifications/me/{id}/read', '200', 'ok'],
      ['createPriceAlert (half the price)', 'POST /api/price-alerts', '201', 'ok'],
      ['deletePriceAlert (the one set)', 'DELETE /api/price-alerts/{id}', '200', 'ok'],
    ]);

    const after = await signIn(mock, MOBILES.kyc2);
    expect((await callAs(mock, 'get', '/user-auth/profile', after)).body.data.email).toBe(before);
    const stats = (await callAs(mock, 'get', '/api/tickets/stats', after)).body.data;
    // One ticket more, and it is closed.
    expect(stats.total).toBe(tickets.total + 1);
    expect(stats.byStatus.closed).toBe(tickets.byStatus.closed + 1);
    expect(stats.byStatus.open).toBe(tickets.byStatus.open);
    // The alert is gone, and it fired for no one.
    expect((await callAs(mock, 'get', '/api/price-alerts', after)).body.data.alerts).toEqual([]);
    const news = (await callAs(mock, 'get', '/notifications/me?limit=100', after)).body.data.notifications;
    expect(news.filter((n: { data?: { priceAlertId?: string } }) => n.data?.priceAlertId)).toEqual([]);
  });

  it('checks the socket: the first price events against their schemas', async () => {
    const report = await run({ socket: { path: '/socket.io', waitMs: 5000 } });
    expect(passed(report), formatReport(report)).toBe(true);
    expect(report.checks.slice(-2)).toEqual([
      { operation: 'socket', call: 'socket /notifications price-update', result: 'ok', problems: [] },
      { operation: 'socket', call: 'socket /notifications gold-price-update', result: 'ok', problems: [] },
    ]);
  });

  it('reports no price event in time as a warning, which passes', async () => {
    mock.pricesOnConnect = false;
    // A deadline already past once the socket connects: no waiting for a price that will not come.
    const report = await run({ socket: { path: '/socket.io', waitMs: 5000, after: () => Promise.resolve() } }).finally(() => {
      mock.pricesOnConnect = true;
    });
    const socket = report.checks.filter((c) => c.operation === 'socket');
    expect(socket.map((c) => [c.result, c.note])).toEqual([
      ['warning', 'no event within 5 s'],
      ['warning', 'no event within 5 s'],
    ]);
    expect(passed(report)).toBe(true);
    expect(summarize(report).warning).toBe(2);
  });

  it('prints a table with a summary line', async () => {
    const report = await run();
    const text = formatReport(report);
    expect(text.split('\n')[0]).toMatch(/^operation\s+call\s+status\s+result$/);
    expect(text).toMatch(/^getWallet \(unknown id\)\s+GET \/wallets\/me\/\{id\}\s+404 NOT_FOUND\s+ok$/m);
    expect(text).toMatch(
      /^getTradeOffers\s+GET \/api\/trade-requests\/\{id\}\/offers\s+-\s+skipped\s+\(needs an open trade request/m,
    );
    expect(text.split('\n').at(-1)).toMatch(
      new RegExp(`^PASS ${mock.base}: 31 checks, 30 ok, 0 mismatched, 1 skipped, 0 not offered, 0 warnings \\(\\d+\\.\\d s\\)$`),
    );
  });
});
