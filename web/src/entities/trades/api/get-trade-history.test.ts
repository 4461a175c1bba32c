import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@gold/contracts/notifications';
import { createQueryClient } from '../../../shared/api/mutation';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { RealtimeContext } from '../../../shared/realtime/realtime-context';
import { fakeSocket } from '../../../test/fake-socket';
import { API, server } from '../../../test/msw-server';
import { aNotification } from '../../../test/fake-api/notifications';
import { useTradesRealtime } from '../hooks/use-trades-realtime';
import {
  fetchTradeHistory,
  flattenTrades,
  normalizeTradePage,
  tradeHistoryQueryOptions,
  tradeKeys,
  useTradeHistory,
} from './get-trade-history';
import { providerTrade } from '../../../test/fake-api/trades';

const aTrade = providerTrade;
const body = (requests: unknown[], pagination: unknown = { page: 1, totalPages: 1 }) => ({ success: true, requests, pagination });

describe('normalizeTradePage', () => {
  it('reads a trade with numbers, filling the optional fields with null', () => {
    expect(normalizeTradePage(body([aTrade()], { page: 2, totalPages: 5 }), 2)).toEqual({
      trades: [
        {
          id: 't-1',
          type: 'buy',
          symbol: 'GOLD_18K',
          status: 'completed',
          amount: 2.5,
          price: 7_800_000,
          timestamp: '2025-01-04T08:30:00.000Z',
          total: null,
          dealerName: null,
        },
      ],
      page: 2,
      totalPages: 5,
    });
  });

  it('reads amounts, prices and totals sent as strings, and a numeric id', () => {
    const [trade] = normalizeTradePage(
      body([aTrade({ id: 42, amount: '0.127', price: ' 7700000 ', total: '977900', dealerName: 'طلای الف' })]),
      1,
    ).trades;
    expect(trade).toMatchObject({ id: '42', amount: 0.127, price: 7_700_000, total: 977_900, dealerName: 'طلای الف' });
  });

  it('reads an unknown status as pending, and keeps the known ones', () => {
    const page = normalizeTradePage(
      body([
        aTrade({ id: 'a', status: 'expired' }),
        aTrade({ id: 'b', status: 'cancelled' }),
        aTrade({ id: 'c', status: 'pending' }),
        aTrade({ id: 'd', status: 'completed' }),
        aTrade({ id: 'e', status: null }),
      ]),
      1,
    );
    expect(page.trades.map((t) => [t.id, t.status])).toEqual([
      ['a', 'pending'],
      ['b', 'cancelled'],
      ['c', 'pending'],
      ['d', 'completed'],
      ['e', 'pending'],
    ]);
  });

  it('leaves out an unreadable item and keeps the rest', () => {
    const page = normalizeTradePage(
      body([
        aTrade({ id: 'ok-1' }),
        aTrade({ id: undefined }),
        aTrade({ id: 'bad-side', type: 'swap' }),
        aTrade({ id: 'bad-amount', amount: 'دو گرم' }),
        aTrade({ id: 'bad-price', price: null }),
        aTrade({ id: 'no-time', timestamp: undefined }),
        'not a trade',
        null,
        aTrade({ id: 'ok-2', type: 'sell' }),
      ]),
      1,
    );
    expect(page.trades.map((t) => t.id)).toEqual(['ok-1', 'ok-2']);
  });

  it('a reply without requests throws InvalidResponseError', () => {
    for (const reply of [
      { success: true, pagination: { page: 1, totalPages: 1 } },
      { success: true, data: { requests: [] } },
      null,
      'oops',
      { requests: 'none' },
    ]) {
      expect(() => normalizeTradePage(reply, 1)).toThrow(InvalidResponseError);
    }
  });

  it('without pagination takes the page asked for as the last one', () => {
    expect(normalizeTradePage({ success: true, requests: [] }, 3)).toEqual({ trades: [], page: 3, totalPages: 3 });
    expect(normalizeTradePage({ success: true, requests: [], pagination: { page: '2', totalPages: '4' } }, 1)).toMatchObject({
      page: 2,
      totalPages: 4,
    });
  });
});

describe('paging', () => {
  it('asks for pages of 10 by default', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(`${API}/api/trade-requests/history`, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json(body([aTrade()], { page: 2, totalPages: 2 }));
      }),
    );
    await expect(fetchTradeHistory(2)).resolves.toMatchObject({
      page: 2,
      totalPages: 2,
      trades: [expect.objectContaining({ id: 't-1' })],
    });
    expect(urls.map((u) => [u.searchParams.get('page'), u.searchParams.get('limit')])).toEqual([['2', '10']]);
  });

  it('has a next page until the last, and lists each loaded trade once', () => {
    const { getNextPageParam } = tradeHistoryQueryOptions();
    const page = (n: number, totalPages: number, ids: string[]) => ({
      page: n,
      totalPages,
      trades: ids.map((id) => normalizeTradePage(body([aTrade({ id })]), n).trades[0]),
    });
    const first = page(1, 2, ['a', 'b']);
    const last = page(2, 2, ['b', 'c']);
    expect(getNextPageParam(first, [first], 1, [1])).toBe(2);
    expect(getNextPageParam(last, [first, last], 2, [1, 2])).toBeUndefined();
    expect(flattenTrades([first, last]).map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(flattenTrades(undefined)).toEqual([]);
  });
});

describe('useTradesRealtime', () => {
  function setup() {
    let calls = 0;
    server.use(
      http.get(`${API}/api/trade-requests/history`, () => {
        calls++;
        return HttpResponse.json(body([aTrade({ id: `t-${calls}` })]));
      }),
    );
    const realtime = fakeSocket();
    const queryClient = createQueryClient({ retry: false });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(RealtimeContext.Provider, { value: realtime.socket }, children),
      );
    const rendered = renderHook(
      () => {
        useTradesRealtime();
        return useTradeHistory();
      },
      { wrapper },
    );
    // Read at once: an invalidation marks the query and starts its fetch synchronously.
    const state = () => {
      const q = queryClient.getQueryState(tradeKeys.history());
      return { invalidated: q?.isInvalidated, fetching: q?.fetchStatus };
    };
    return { ...rendered, realtime, state, calls: () => calls };
  }

  it('fetches the history again on a trade_execution notification, but not on another type', async () => {
    const { result, realtime, state, calls } = setup();
    await waitFor(() => expect(result.current.data?.items.map((t) => t.id)).toEqual(['t-1']));
    expect(realtime.listenerCount('notification')).toBe(1);
    expect(state()).toEqual({ invalidated: false, fetching: 'idle' });

    for (const type of ['ticket', 'kyc', 'transaction', 'system'] as const) {
      realtime.emit('notification', aNotification({ id: `n-${type}`, type }) as Notification);
    }
    expect(state()).toEqual({ invalidated: false, fetching: 'idle' });

    realtime.emit(
      'notification',
      aNotification({ id: 'n-trade', type: 'trade_execution', title: 'معامله انجام شد' }) as Notification,
    );
    expect(state()).toEqual({ invalidated: true, fetching: 'fetching' });
    await waitFor(() => expect(result.current.data?.items.map((t) => t.id)).toEqual(['t-2']));
    expect(calls()).toBe(2);
  });

  it('fetches the history again after a reconnect', async () => {
    const { result, realtime, calls } = setup();
    await waitFor(() => expect(result.current.data?.items.map((t) => t.id)).toEqual(['t-1']));
    realtime.disconnect();
    realtime.connect();
    await waitFor(() => expect(result.current.data?.items.map((t) => t.id)).toEqual(['t-2']));
    expect(calls()).toBe(2);
  });
});
