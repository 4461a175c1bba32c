import { formatPersianNumber } from '@gold/contracts/rules/persian-number';
import { formatDigits } from '../../../shared/lib/format';

/** Without a tick for this long, the figures are no longer called live. */
export const STALE_AFTER_MS = 60_000;
/** Under this age the figures read as just updated. */
export const JUST_NOW_MS = 5_000;

export const FRESHNESS_TEXT = {
  justNow: 'به‌روز شده همین حالا',
  secondsAgo: (seconds: number) => `به‌روز شده ${formatDigits(seconds)} ثانیه پیش`,
  stale: 'قیمت‌ها به‌روز نیستند',
  offline: 'اتصال برقرار نیست',
  fallback: 'قیمت پیش‌فرض، نه لحظه‌ای',
  /** Said once, when the figures stop being trustworthy. */
  said: {
    fallback: 'قیمت‌های نمایش‌داده‌شده پیش‌فرض هستند، نه قیمت لحظه‌ای.',
    stale: 'قیمت‌ها به‌روز نیستند؛ آخرین قیمت دریافت‌شده نمایش داده می‌شود.',
  },
} as const;

export type Freshness =
  { state: 'loading' } | { state: 'fallback' } | { state: 'offline' } | { state: 'stale' } | { state: 'live'; seconds: number };

/** How far the figures on screen can be trusted: defaults, no connection, no tick for a while, or live. */
export function freshnessOf({
  hasPrice,
  isFallback,
  connected,
  receivedAt,
  now,
}: {
  hasPrice: boolean;
  isFallback: boolean;
  connected: boolean;
  receivedAt: number;
  now: number;
}): Freshness {
  if (isFallback) return { state: 'fallback' };
  if (!hasPrice) return { state: 'loading' };
  if (!connected) return { state: 'offline' };
  const age = Math.max(0, now - receivedAt);
  if (age >= STALE_AFTER_MS) return { state: 'stale' };
  return { state: 'live', seconds: Math.floor(age / 1000) };
}

export function freshnessText(freshness: Freshness): string {
  switch (freshness.state) {
    case 'loading':
      return '';
    case 'fallback':
      return FRESHNESS_TEXT.fallback;
    case 'offline':
      return FRESHNESS_TEXT.offline;
    case 'stale':
      return FRESHNESS_TEXT.stale;
    case 'live':
      return freshness.seconds * 1000 < JUST_NOW_MS ? FRESHNESS_TEXT.justNow : FRESHNESS_TEXT.secondsAgo(freshness.seconds);
  }
}

export type PriceChange = {
  direction: 'up' | 'down' | 'flat';
  /** Without its sign, as a share of the close (not in percent). */
  share: number;
};

/** The change of a price since the previous close, or null without a usable close. */
export function changeSince(price: number, close: number | undefined): PriceChange | null {
  if (close === undefined || !(close > 0)) return null;
  const share = (price - close) / close;
  // What rounds to zero at one decimal of a percent reads as no change.
  const shown = Math.round(Math.abs(share) * 1000) / 1000;
  if (shown === 0) return { direction: 'flat', share: 0 };
  return { direction: share > 0 ? 'up' : 'down', share: Math.abs(share) };
}

/** A share as a percentage with one decimal, in Persian digits. */
export const formatChangePercent = (share: number) => formatPersianNumber(share, { percent: true, maximumFractionDigits: 1 });

/** The badge as seen (arrow and percentage) and as said. */
export function changeLabel(change: PriceChange): { shown: string; spoken: string } {
  const percent = formatChangePercent(change.share);
  if (change.direction === 'flat') return { shown: `● ${percent}`, spoken: 'بدون تغییر نسبت به پایانی روز قبل' };
  return change.direction === 'up'
    ? { shown: `▲ ${percent}`, spoken: `${percent} افزایش نسبت به پایانی روز قبل` }
    : { shown: `▼ ${percent}`, spoken: `${percent} کاهش نسبت به پایانی روز قبل` };
}
