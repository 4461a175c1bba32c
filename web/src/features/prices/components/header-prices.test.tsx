import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { paletteOf } from '../../../shared/theme/palette';
import { createAppTheme } from '../../../shared/theme/theme';
import { renderRoute } from '../../../test/render';
import { PRICE_FALLBACK_TOAST } from '../../../entities/prices/hooks/use-live-prices';
import { renderLive } from '../../../test/prices-listener';
import { HeaderPrices } from './header-prices';

const price = (buyPrice: number, sellPrice: number) => ({ buyPrice, sellPrice, lastUpdate: '2025-01-01T10:00:00.000Z' });
const withClose = (buyPrice: number, sellPrice: number, close: number) => ({
  ...price(buyPrice, sellPrice),
  previousClose: { buyPrice: close, sellPrice: close - 70_000 },
});
const FALLBACK_MARK = 'قیمت پیش‌فرض، نه لحظه‌ای';

function onGoldPrice(reply: () => Response) {
  let calls = 0;
  server.use(
    http.get(`${API}/gold-price`, () => {
      calls++;
      return reply();
    }),
  );
  return { calls: () => calls };
}

/** The widget with the prices' realtime reaction, on a fake socket. */
const renderLiveWidget = () => renderLive(<HeaderPrices />);

const prices = () => screen.getByRole('group', { name: /قیمت لحظه‌ای طلای ۱۸ عیار/ });

describe('HeaderPrices', () => {
  it('shows the fetched prices in Persian digits', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۳٬۰۵۰٬۰۰۰')).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK_MARK)).not.toBeInTheDocument();
    expect(screen.queryByText(PRICE_FALLBACK_TOAST)).not.toBeInTheDocument();
  });

  it('labels each price with its unit, which a phone keeps for screen readers only', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    for (const label of ['خرید (تومان/گرم)', 'فروش (تومان/گرم)']) {
      expect(
        within(prices()).getByText(
          (_, element) => element?.textContent === label && element.tagName === 'SPAN' && element.childElementCount === 1,
        ),
      ).toBeInTheDocument();
    }
  });

  it('shows the default prices and a toast when the price cannot be fetched', async () => {
    const { calls } = onGoldPrice(() => fail(500, 'INTERNAL_ERROR'));
    renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۲٬۵۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۲٬۴۸۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText(FALLBACK_MARK)).toBeInTheDocument();
    expect(await screen.findByText(PRICE_FALLBACK_TOAST)).toBeInTheDocument();
    // The test client does not retry; the panel's own client retries once (app/app.tsx).
    expect(calls()).toBe(1);
  });

  it('shows the default prices when the network is down', async () => {
    onGoldPrice(() => HttpResponse.error());
    renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۲٬۵۰۰٬۰۰۰')).toBeInTheDocument();
    expect(await screen.findByText(PRICE_FALLBACK_TOAST)).toBeInTheDocument();
  });

  it('refreshes on demand', async () => {
    let buy = 3_000_000;
    const { calls } = onGoldPrice(() => ok(price(buy, 2_900_000)));
    const { user } = renderRoute(<HeaderPrices />);
    expect(await within(prices()).findByText('۳٬۰۰۰٬۰۰۰')).toBeInTheDocument();

    buy = 3_200_000;
    await user.click(screen.getByRole('button', { name: 'به‌روزرسانی قیمت‌ها' }));
    expect(await within(prices()).findByText('۳٬۲۰۰٬۰۰۰')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('moves the buy price on a price-update event, keeping the sell price', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    expect(realtime.listenerCount('price-update')).toBe(1);

    realtime.emit('price-update', { local: 3_150_000 });
    expect(await within(prices()).findByText('۳٬۱۵۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).queryByText('۳٬۱۰۰٬۰۰۰')).not.toBeInTheDocument();
    expect(within(prices()).getByText('۳٬۰۵۰٬۰۰۰')).toBeInTheDocument();

    realtime.emit('price-update', { local: 3_160_000, sell: 3_070_000 });
    expect(await within(prices()).findByText('۳٬۱۶۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۳٬۰۷۰٬۰۰۰')).toBeInTheDocument();
  });

  it('takes a whole gold-price-update event', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    realtime.emit('gold-price-update', price(3_300_000, 3_250_000));
    expect(await within(prices()).findByText('۳٬۳۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۳٬۲۵۰٬۰۰۰')).toBeInTheDocument();
  });

  it('asks for the price again after a reconnect, since ticks were missed', async () => {
    let buy = 3_100_000;
    const { calls } = onGoldPrice(() => ok(price(buy, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    realtime.disconnect();
    buy = 3_400_000;
    realtime.connect();
    expect(await within(prices()).findByText('۳٬۴۰۰٬۰۰۰')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('a live tick replaces the default prices after a failed fetch', async () => {
    onGoldPrice(() => fail(500, 'INTERNAL_ERROR'));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۲٬۵۰۰٬۰۰۰')).toBeInTheDocument();
    realtime.emit('price-update', { local: 2_700_000 });
    expect(await within(prices()).findByText('۲٬۷۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).getByText('۲٬۴۸۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).queryByText(FALLBACK_MARK)).not.toBeInTheDocument();
  });

  it('stops listening when it unmounts', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime, unmount } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    unmount();
    expect(realtime.listenerCount('price-update')).toBe(0);
    expect(realtime.listenerCount('gold-price-update')).toBe(0);
  });

  it('takes back the default-prices toast when a live price replaces the defaults, and stops marking them', async () => {
    onGoldPrice(() => fail(500, 'INTERNAL_ERROR'));
    const { realtime } = renderLiveWidget();
    const toast = await screen.findByText(PRICE_FALLBACK_TOAST);
    expect(within(prices()).getByText(FALLBACK_MARK)).toBeInTheDocument();
    expect(figures().every((figure) => figure.hasAttribute('data-dimmed'))).toBe(true);

    realtime.emit('gold-price-update', price(3_300_000, 3_250_000));
    expect(await within(prices()).findByText('۳٬۳۰۰٬۰۰۰')).toBeInTheDocument();
    // The toast leaves with its exit animation, which jsdom never ends: leaving is what is checked.
    await waitFor(() => expect(toast.closest('.Toastify__toast')?.className).toMatch(/exit/));
    expect(within(prices()).queryByText(FALLBACK_MARK)).not.toBeInTheDocument();
    expect(figures().some((figure) => figure.hasAttribute('data-dimmed'))).toBe(false);
  });
});

const palette = paletteOf(createAppTheme(), 'light');
const figures = () => [...prices().querySelectorAll('[data-price-figure]')];

describe('HeaderPrices: change, freshness and quiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the rise since the previous close as ▲ and a percentage in Persian digits, in green', async () => {
    onGoldPrice(() => ok(withClose(7_912_800, 7_840_000, 7_850_000)));
    renderLiveWidget();
    const badge = await within(prices()).findByText('▲ ۰٫۸٪');
    expect(badge.parentElement).toHaveStyle({ color: palette.success.main });
    expect(within(prices()).getByText('۰٫۸٪ افزایش نسبت به پایانی روز قبل')).toBeInTheDocument();
  });

  it('shows a fall as ▼, in red, and follows the ticks, keeping the close the tick does not carry', async () => {
    onGoldPrice(() => ok(withClose(7_850_000, 7_780_000, 7_850_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('● ۰٪')).toBeInTheDocument();
    realtime.emit('price-update', { local: 7_771_500, sell: 7_700_000 });
    const badge = await within(prices()).findByText('▼ ۱٪');
    expect(badge.parentElement).toHaveStyle({ color: palette.error.main });
    realtime.emit('gold-price-update', price(7_929_000, 7_850_000));
    expect(await within(prices()).findByText('▲ ۱٪')).toBeInTheDocument();
  });

  it('shows no change badge when the provider sends no previous close', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    expect(within(prices()).queryByText(/[▲▼●]/)).not.toBeInTheDocument();
  });

  it('says how long ago the price came, «همین حالا» at first, then in seconds, and greys it once it is stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('به‌روز شده همین حالا')).toBeInTheDocument();
    expect(figures().some((figure) => figure.hasAttribute('data-dimmed'))).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(within(prices()).getByText(/^به‌روز شده (۱۲|۱۳) ثانیه پیش$/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(within(prices()).getByText('قیمت‌ها به‌روز نیستند')).toBeInTheDocument();
    expect(figures().every((figure) => figure.hasAttribute('data-dimmed'))).toBe(true);
    expect(within(prices()).getByRole('status')).toHaveTextContent(/^قیمت‌ها به‌روز نیستند؛/);

    realtime.emit('price-update', { local: 3_120_000, sell: 3_060_000 });
    expect(await within(prices()).findByText('به‌روز شده همین حالا')).toBeInTheDocument();
    expect(figures().some((figure) => figure.hasAttribute('data-dimmed'))).toBe(false);
  });

  it('greys the figures and says so while the live connection is down', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('به‌روز شده همین حالا')).toBeInTheDocument();
    realtime.disconnect();
    expect(await within(prices()).findByText('اتصال برقرار نیست')).toBeInTheDocument();
    expect(figures().every((figure) => figure.hasAttribute('data-dimmed'))).toBe(true);
    for (const figure of figures()) expect(figure).toHaveStyle({ color: palette.text.secondary });
  });

  it('lights a figure on a tick, in the direction it moved', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).not.toHaveAttribute('data-tick');
    realtime.emit('price-update', { local: 3_150_000, sell: 3_040_000 });
    expect(await within(prices()).findByText('۳٬۱۵۰٬۰۰۰')).toHaveAttribute('data-tick', 'up');
    expect(within(prices()).getByText('۳٬۰۴۰٬۰۰۰')).toHaveAttribute('data-tick', 'down');
    // The light is an animation, which the customer's reduced-motion setting turns off for this very figure.
    const figure = within(prices()).getByText('۳٬۱۵۰٬۰۰۰');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const still = rules.filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'),
    );
    const turnedOff = still.flatMap((rule) => [...rule.cssRules]).filter((rule) => /animation:\s*none/.test(rule.cssText));
    expect(turnedOff.some((rule) => figure.matches((rule as CSSStyleRule).selectorText))).toBe(true);
  });

  it('does not announce the ticking prices: no live region in the widget carries them', async () => {
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    const { realtime } = renderLiveWidget();
    expect(await within(prices()).findByText('۳٬۱۰۰٬۰۰۰')).toBeInTheDocument();
    realtime.emit('price-update', { local: 3_150_000, sell: 3_060_000 });
    expect(await within(prices()).findByText('۳٬۱۵۰٬۰۰۰')).toBeInTheDocument();
    const live = [...prices().querySelectorAll('[aria-live], [role="status"], [role="alert"]')];
    expect(live.map((region) => region.textContent).join('')).not.toMatch(/[۰-۹]/);
  });
});

describe('HeaderPrices: the same boxes loading and loaded', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The badge's place beside the buy label, and the freshness note. */
  const rooms = () => ({
    change: prices().querySelector<HTMLElement>('[data-change-room]')!,
    note: prices().querySelector<HTMLElement>(':scope > [data-freshness]')!,
  });
  const reservedIn = (box: Element) =>
    [...box.querySelectorAll(':scope > [data-reserve]')].map((sizer) => sizer.getAttribute('data-reserve'));

  function answerLater(body: ReturnType<typeof price>) {
    let answer: (() => void) | undefined;
    server.use(http.get(`${API}/gold-price`, () => new Promise<Response>((resolve) => (answer = () => resolve(ok(body))))));
    return async () => {
      await vi.waitFor(() => expect(answer).toBeDefined());
      answer!();
    };
  }

  it('keeps the badge, the figures and the note their room from the first paint, and the same boxes when the prices come', async () => {
    const answer = answerLater(withClose(7_912_800, 7_840_000, 7_850_000));
    renderLiveWidget();
    const { change, note } = rooms();
    // Loading: nothing shown, the room kept, none of the reserved texts in the page's text.
    expect(reservedIn(change)).toEqual(['▲ ۹۹٫۹٪', '▼ ۹۹٫۹٪']);
    expect(change).toHaveTextContent(/^$/);
    expect(note).toHaveAttribute('data-freshness', 'loading');
    expect(reservedIn(note)).toEqual(['به‌روز شده همین حالا', 'به‌روز شده ۵۹ ثانیه پیش']);
    expect(note).toHaveTextContent(/^$/);
    const placeholders = [...prices().querySelectorAll('[data-figure-room]')];
    expect(placeholders.map((placeholder) => placeholder.querySelector('[data-reserve]')?.getAttribute('data-reserve'))).toEqual([
      '۹٬۹۹۹٬۹۹۹',
      '۹٬۹۹۹٬۹۹۹',
    ]);
    expect(prices()).not.toHaveTextContent(/۹۹|ثانیه/);

    await answer();
    expect(await within(prices()).findByText('▲ ۰٫۸٪')).toBeInTheDocument();
    // Loaded: the very same boxes, now holding the badge and the note, with the same room.
    expect(rooms()).toEqual({ change, note });
    expect(change).toContainElement(within(prices()).getByText('▲ ۰٫۸٪'));
    expect(reservedIn(change)).toEqual(['▲ ۹۹٫۹٪', '▼ ۹۹٫۹٪']);
    expect(note).toHaveAttribute('data-freshness', 'live');
    expect(within(note).getByText('به‌روز شده همین حالا')).toBeInTheDocument();
    expect(reservedIn(note)).toEqual(['به‌روز شده همین حالا', 'به‌روز شده ۵۹ ثانیه پیش']);
    expect(prices().querySelectorAll('[data-figure-room]')).toHaveLength(0);
    expect(figures()).toHaveLength(2);
  });

  it('keeps the note its box while the age counts up and when it goes stale, and the badge its place without a change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onGoldPrice(() => ok(price(3_100_000, 3_050_000)));
    renderLiveWidget();
    expect(await within(prices()).findByText('به‌روز شده همین حالا')).toBeInTheDocument();
    const { change, note } = rooms();
    // No previous close: no badge, and its place kept.
    expect(change).toHaveTextContent(/^$/);
    expect(reservedIn(change)).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(within(note).getByText(/ثانیه پیش$/)).toBeInTheDocument();
    expect(rooms()).toEqual({ change, note });

    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(within(note).getByText('قیمت‌ها به‌روز نیستند')).toBeInTheDocument();
    expect(note).toHaveAttribute('data-freshness', 'stale');
    expect(rooms()).toEqual({ change, note });
    expect(reservedIn(note)).toEqual(['به‌روز شده همین حالا', 'به‌روز شده ۵۹ ثانیه پیش']);
  });

  it('keeps the badge its place when the figures are the defaults', async () => {
    onGoldPrice(() => fail(500, 'INTERNAL_ERROR'));
    renderLiveWidget();
    expect(await within(prices()).findByText(FALLBACK_MARK)).toBeInTheDocument();
    const { change, note } = rooms();
    expect(change).toHaveTextContent(/^$/);
    expect(reservedIn(change)).toEqual(['▲ ۹۹٫۹٪', '▼ ۹۹٫۹٪']);
    expect(note).toContainElement(within(prices()).getByText(FALLBACK_MARK));
  });
});
