import { useMemo, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PRICE_HISTORY_RANGES, type GoldPrice, type PricePoint, type PriceHistoryRange } from '@gold/contracts/prices';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { useGoldPriceQuery } from './get-gold-price';

export type PriceResolution = '5m' | '1h' | '2h' | '1d';
export type PriceSeries = { range: PriceHistoryRange; resolution: PriceResolution; points: PricePoint[] };

export const RESOLUTION_MS: Record<PriceResolution, number> = {
  '5m': 5 * 60_000,
  '1h': 3_600_000,
  '2h': 7_200_000,
  '1d': 86_400_000,
};

/** The provider may send prices as strings; a point it cannot read is left out rather than failing the chart. */
const price = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().positive());
const providerPointSchema = z.object({
  at: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  buy: price,
  sell: price,
});
const providerHistorySchema = z.object({
  range: z.enum(PRICE_HISTORY_RANGES),
  resolution: z.enum(['5m', '1h', '2h', '1d']),
  points: z.array(z.unknown()),
});

/**
 * GET /gold-price/history: `{ success, data: { range, resolution, points: [{ at, buy, sell }] } }`, possibly wrapped
 * once more or not at all. Points come back oldest first, one per instant, prices rounded to the Toman.
 */
export function normalizePriceHistory(body: unknown): PriceSeries {
  const { range, resolution, points } = unwrap(body, providerHistorySchema);
  const byTime = new Map<number, PricePoint>();
  for (const item of points) {
    const parsed = providerPointSchema.safeParse(item);
    if (!parsed.success) continue;
    const at = new Date(parsed.data.at);
    byTime.set(at.getTime(), { at: at.toISOString(), buy: Math.round(parsed.data.buy), sell: Math.round(parsed.data.sell) });
  }
  return { range, resolution, points: [...byTime.entries()].sort(([a], [b]) => a - b).map(([, point]) => point) };
}

export async function fetchPriceHistory(range: PriceHistoryRange): Promise<PriceSeries> {
  const { data } = await api.get('/gold-price/history', { params: { range } });
  return normalizePriceHistory(data);
}

export const priceHistoryKeys = {
  all: ['price-history'] as const,
  range: (range: PriceHistoryRange) => ['price-history', range] as const,
};

/** Ticks extend the series on the client, so a range is asked again only after a while (the step of a day is 5 minutes). */
export const priceHistoryQueryOptions = (range: PriceHistoryRange) =>
  queryOptions({
    queryKey: priceHistoryKeys.range(range),
    queryFn: () => fetchPriceHistory(range),
    staleTime: 5 * 60_000,
    // A provider without the call answers 404: asking again would not help.
    retry: false,
  });

export const usePriceHistory = (range: PriceHistoryRange) => useQuery(priceHistoryQueryOptions(range));

/**
 * The series with the ticks since it was fetched: a tick within the last point's step moves that point's price, a
 * later one starts a new point at the tick's time. Ticks at or before the last point's start change nothing.
 */
export function appendTicks(series: PriceSeries, ticks: readonly PricePoint[]): PriceSeries {
  if (ticks.length === 0) return series;
  const points = [...series.points];
  const step = RESOLUTION_MS[series.resolution];
  for (const tick of ticks) {
    const last = points.at(-1);
    const at = Date.parse(tick.at);
    if (!last) {
      points.push(tick);
      continue;
    }
    const lastAt = Date.parse(last.at);
    if (at <= lastAt) continue;
    if (at < lastAt + step) points[points.length - 1] = { ...last, buy: tick.buy, sell: tick.sell };
    else points.push(tick);
  }
  return { ...series, points };
}

/** At most this many ticks are kept: hours of a tick a second. */
export const MAX_TICKS = 5_000;

const toPoint = (price: GoldPrice): PricePoint => ({
  at: new Date(price.lastUpdate).toISOString(),
  buy: price.buyPrice,
  sell: price.sellPrice,
});

/**
 * The live price as it changed while this hook was mounted, oldest first: the price it opened with, then each new
 * price (fetched, or written by a tick through usePricesRealtime) as a point at its `lastUpdate`.
 */
export function usePriceTicks(): PricePoint[] {
  const { data: live } = useGoldPriceQuery();
  const [ticks, setTicks] = useState<PricePoint[]>(() => (live ? [toPoint(live)] : []));
  const [seen, setSeen] = useState(live);
  // A new price adds its point while rendering, so the chart draws it in the same pass.
  if (live && live !== seen) {
    setSeen(live);
    const point = toPoint(live);
    const last = ticks.at(-1);
    if (!last || Date.parse(point.at) > Date.parse(last.at)) setTicks([...ticks.slice(-(MAX_TICKS - 1)), point]);
  }
  return ticks;
}

export type LiveSeries =
  | { status: 'pending' }
  | { status: 'history'; series: PriceSeries; isFetching: boolean }
  /** The history call failed: the ticks since the page opened stand in. */
  | { status: 'ticks'; series: PriceSeries; error: unknown; retry(): void; isFetching: boolean };

/** The range's history with the live ticks appended, or the ticks alone when the history cannot be had. */
export function useLivePriceSeries(range: PriceHistoryRange): LiveSeries {
  const history = usePriceHistory(range);
  const ticks = usePriceTicks();
  const { data, error, isError, isPending, isFetching, refetch } = history;
  return useMemo((): LiveSeries => {
    if (data) {
      const since = data.points.at(-1)?.at;
      const fresh = since ? ticks.filter((t) => Date.parse(t.at) > Date.parse(since)) : ticks;
      return { status: 'history', series: appendTicks(data, fresh), isFetching };
    }
    if (isPending && !isError) return { status: 'pending' };
    return {
      status: 'ticks',
      series: { range, resolution: '5m', points: ticks },
      error,
      retry: () => void refetch(),
      isFetching,
    };
  }, [data, error, isError, isPending, isFetching, refetch, range, ticks]);
}
