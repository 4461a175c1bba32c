import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, type Operation, type OperationId } from '@gold/contracts/api';
import { createClient, fillPath, RefusedCall, refusal, WRITE_CALLS, type Fetch } from './client';
import { passed } from './report';
import { runConformance } from './run';
import { optionsFor, startMock, startProxy, type RunningMock, type Seen } from './test-support';

const rows = Object.entries(API) as [OperationId, Operation][];
const idsWhere = (keep: (id: OperationId, op: Operation) => boolean) => rows.filter(([id, op]) => keep(id, op)).map(([id]) => id);

const MONEY = idsWhere((_, op) => op.effect === 'money');
const ACCOUNT = idsWhere((id, op) => op.effect === 'account' && id !== 'login');
const OTHER_WRITES = idsWhere((id, op) => op.effect === 'safe' && !(WRITE_CALLS as readonly string[]).includes(id));

describe('the guard: what the check may call', () => {
  it('knows the calls that move money, change an account, or make work for the staff', () => {
    expect(MONEY).toEqual(['createTradeRequest', 'executeTrade', 'cancelTrade', 'createDepositRequest', 'createWithdrawRequest']);
    expect(ACCOUNT).toEqual([
      'register',
      'verifyOtp',
      'requestOtp',
      'forgotPassword',
      'resetPassword',
      'changePassword',
      'requestPhoneChange',
      'confirmPhoneChange',
    ]);
    expect(OTHER_WRITES).toEqual(
      expect.arrayContaining([
        'createBankAccount',
        'requestNameChange',
        'saveFcmToken',
        'deleteFcmTokens',
        'savePushSubscription',
        'deletePushSubscription',
        'deleteWallet',
        'uploadReceipt',
      ]),
    );
  });

  it('refuses each of them before sending anything, with --write too', async () => {
    const fetch = vi.fn<Fetch>();
    const client = createClient({ base: 'http://127.0.0.1:9', timeoutMs: 1000, write: true, fetch });
    for (const id of [...MONEY, ...ACCOUNT, ...OTHER_WRITES]) {
      await expect(client.call(id, { params: { id: 'x', name: 'x' }, body: {}, token: 't' }), id).rejects.toBeInstanceOf(
        RefusedCall,
      );
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses the safe writes without --write, and allows the sign-in and every read', () => {
    for (const id of WRITE_CALLS) {
      expect(refusal(id, false), id).toBe('writes need --write');
      expect(refusal(id, true), id).toBeNull();
    }
    expect(refusal('login', false)).toBeNull();
    for (const id of idsWhere((_, op) => op.effect === 'read')) expect(refusal(id, false), id).toBeNull();
    for (const id of MONEY) expect(refusal(id, true), id).toBe('it moves or holds money or gold');
  });

  it('puts a path parameter in its segment, so no value reaches another route', () => {
    expect(fillPath(API.getTradeOffers.path, { id: '1/execute?x=' })).toBe('/api/trade-requests/1%2Fexecute%3Fx%3D/offers');
    expect(() => fillPath(API.getTradeOffers.path, {})).toThrow('needs {id}');
  });
});

describe('what a whole check sends, recorded by a proxy', () => {
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

  /** The row a request was for: of those whose method and path match it, the one with the fewest parameters. */
  const rowOf = ({ method, path }: Seen): OperationId | undefined =>
    rows
      .filter(
        ([, op]) => op.method.toUpperCase() === method && new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
      )
      .sort(([, a], [, b]) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0]?.[0];

  async function callsOf(write: boolean) {
    mock.nextRun();
    proxy.seen.length = 0;
    const report = await runConformance(optionsFor(proxy.base, { write }));
    expect(passed(report)).toBe(true);
    return proxy.seen.map((seen) => ({ ...seen, row: rowOf(seen) }));
  }

  it.each([false, true])('never calls a row that moves money or changes an account (--write: %s)', async (write) => {
    const calls = await callsOf(write);
    // Every request is a row of the table: the check has no way to send another.
    expect(calls.filter((c) => !c.row)).toEqual([]);
    const effects = calls.map((c) => [c.row, API[c.row!].effect]);
    expect(effects.filter(([, effect]) => effect === 'money')).toEqual([]);
    expect(effects.filter(([row, effect]) => effect === 'account' && row !== 'login')).toEqual([]);
    expect(calls.filter((c) => c.row === 'login')).toHaveLength(2);
    const writes = effects.filter(([, effect]) => effect === 'safe').map(([row]) => row);
    expect(writes).toEqual(
      write
        ? [
            'updateProfile',
            'createTicket',
            'addTicketMessage',
            'updateTicket',
            'markNotificationRead',
            'createPriceAlert',
            'deletePriceAlert',
          ]
        : [],
    );
  });
});
