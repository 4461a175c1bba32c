import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { fetchMarketStatus, marketStatusQueryOptions, NO_MARKET_CALL } from './get-market-status';

type Interval = (query: { state: { data: unknown } }) => number | false;
const interval = marketStatusQueryOptions().refetchInterval as unknown as Interval;

describe('market status', () => {
  it('stops asking a provider that has no market call (404), taking the market as always open (spec 2)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    server.use(http.get(`${API}/market-status`, () => HttpResponse.json({}, { status: 404 })));
    const status = await fetchMarketStatus();
    expect(status).toBe(NO_MARKET_CALL);
    expect(status.isOpen).toBe(true);
    expect(interval({ state: { data: status } })).toBe(false);
  });

  it('fails on any other error, leaving the state unknown, and keeps asking every 60 s', async () => {
    server.use(http.get(`${API}/market-status`, () => HttpResponse.json({}, { status: 503 })));
    await expect(fetchMarketStatus()).rejects.toThrow();
    expect(interval({ state: { data: undefined } })).toBe(60_000);
  });
});
