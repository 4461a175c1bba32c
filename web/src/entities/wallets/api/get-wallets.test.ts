import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { API, server } from '../../../test/msw-server';
import { fetchWallets, findWallet, normalizeWallets } from './get-wallets';

const currency = (code: string) => ({ name: code, unit: code, precision: 0, isChargeable: true, isWithdrawable: true, code });
const wallet = (id: string, code: string, balance: number | string = 0) => ({
  id,
  currencyId: `c-${code}`,
  currency: currency(code),
  status: true,
  balance,
  availableBalance: balance,
  frozenAmount: 0,
  creaditAmount: 0,
});

describe('normalizeWallets', () => {
  it('reads a data list, a bare list and a doubly wrapped list alike', () => {
    const list = [wallet('w-1', 'TOMAN', 1000)];
    for (const body of [list, { success: true, data: list }, { data: { data: list } }]) {
      expect(normalizeWallets(body)).toEqual([
        expect.objectContaining({ id: 'w-1', kind: 'money', balance: 1000, availableBalance: 1000, creditAmount: 0 }),
      ]);
    }
  });

  it('reads amounts sent as strings and knows every money and gold spelling', () => {
    const wallets = normalizeWallets([wallet('a', 'IRR', '2500000'), wallet('b', 'Gold', '12.345'), wallet('c', 'USDT', 5)]);
    expect(wallets.map((w) => [w.id, w.kind, w.balance])).toEqual([
      ['a', 'money', 2_500_000],
      ['b', 'gold', 12.345],
      ['c', 'other', 5],
    ]);
    expect(findWallet(wallets, 'gold')?.id).toBe('b');
    expect(findWallet([], 'money')).toBeNull();
  });

  it('leaves out an entry without an id or a currency code, and reads an unreadable amount as 0', () => {
    const wallets = normalizeWallets([{ ...wallet('x', 'TOMAN'), id: undefined }, { id: 'y' }, wallet('z', 'TOMAN', 'abc')]);
    expect(wallets.map((w) => [w.id, w.balance])).toEqual([['z', 0]]);
  });

  it('refuses an answer that holds no list', () => {
    expect(() => normalizeWallets({ success: true, data: { wallets: 'none' } })).toThrow(InvalidResponseError);
  });

  it('GET /wallets/me goes through the client', async () => {
    server.use(http.get(`${API}/wallets/me`, () => HttpResponse.json({ success: true, data: [wallet('w-1', 'GOLD_18K', 3.5)] })));
    expect(await fetchWallets()).toEqual([expect.objectContaining({ id: 'w-1', kind: 'gold', balance: 3.5 })]);
  });
});
