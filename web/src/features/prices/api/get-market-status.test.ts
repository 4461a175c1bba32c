import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { ASSUMED_OPEN, fetchMarketStatus, marketStatusQueryOptions, NO_MARKET_CALL } from './get-market-status';

type Interval = (query: { state: { data: unknown } }) => number | false;
const interval = marketStatusQueryOptions().refetchInterval as unknown as Interval;

describe('market status', () => {
  it('stops asking a provider that has no market call (404), taking the market as open', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    server.use(http.get(`${API}/market-status`, () => HttpResponse.json({}, { status: 404 })));
    const status = await fetchMarketStatus();
    expect(status).toBe(NO_MARKET_CALL);
    expect(status.isOpen).toBe(true);
    expect(interval({ state: { data: status } })).toBe(false);
  });

  it('keeps asking every 60 s after a passing failure', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    server.use(http.get(`${API}/market-status`, () => HttpResponse.json({}, { status: 503 })));
    const status = await fetchMarketStatus();
    expect(status).toBe(ASSUMED_OPEN);
    expect(interval({ state: { data: status } })).toBe(60_000);
  });
});
