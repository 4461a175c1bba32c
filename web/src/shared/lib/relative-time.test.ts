import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime, machineTime, UNKNOWN_TIME } from './relative-time';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['now', 0, 'اکنون'],
    ['seconds', 30 * S, '۳۰ ثانیه پیش'],
    ['minutes, rounded down', 5 * M + 50 * S, '۵ دقیقه پیش'],
    ['hours', 3 * H, '۳ ساعت پیش'],
    ['yesterday', 1 * D + 2 * H, 'دیروز'],
    ['days', 4 * D, '۴ روز پیش'],
    ['weeks', 15 * D, '۲ هفته پیش'],
    ['months', 95 * D, '۳ ماه پیش'],
    ['years', 800 * D, '۲ سال پیش'],
  ])('%s', (_name, ms, text) => {
    expect(formatRelativeTime(ago(ms), NOW)).toBe(text);
  });

  it('reads a time in the future as now', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5 * M), NOW)).toBe('اکنون');
  });

  it.each([
    ['a bad date', 'not-a-date'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['an invalid Date', new Date('x')],
  ])('gives the unknown-time text for %s', (_name, value) => {
    expect(formatRelativeTime(value, NOW)).toBe(UNKNOWN_TIME);
  });

  it('gives the unknown-time text when the formatter itself fails', async () => {
    vi.resetModules();
    vi.stubGlobal('Intl', {
      ...Intl,
      RelativeTimeFormat: function Broken() {
        throw new RangeError('no locale data');
      },
    });
    const fresh = await import('./relative-time');
    expect(fresh.formatRelativeTime(ago(5 * M), NOW)).toBe('زمان نامشخص');
  });
});

describe('machineTime', () => {
  it('gives ISO for a good date and nothing for a bad one', () => {
    expect(machineTime('2025-03-10T12:00:00Z')).toBe('2025-03-10T12:00:00.000Z');
    expect(machineTime('yesterday')).toBeUndefined();
    expect(machineTime(null)).toBeUndefined();
  });
});
