import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute } from '../../../test/render';
import { useMarketRealtime } from '../../../entities/market/hooks/use-market-realtime';
import { fakeSocket } from '../../../test/fake-socket';
import { MARKET_TEXT, MarketStatus } from './market-status';

function Listener() {
  useMarketRealtime();
  return null;
}

const open = { isOpen: true, currentStatus: 'open', nextOpenTime: null };
const TEST_ACTIVE = 'حالت تست فعال';

/** Tehran is UTC+3:30. */
const tehran = (iso: string) => new Date(`${iso}+03:30`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MarketStatus', () => {
  it('says the market is open, without the test badge inside working hours', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: tehran('2025-01-04T10:00:00') }); // Saturday
    server.use(http.get(`${API}/market-status`, () => ok(open)));
    renderRoute(<MarketStatus />);
    expect(await screen.findByText('بازار باز است')).toBeInTheDocument();
    expect(screen.queryByText(TEST_ACTIVE)).not.toBeInTheDocument();
  });

  it('says the market is closed', async () => {
    server.use(http.get(`${API}/market-status`, () => ok({ isOpen: false, currentStatus: 'closed', nextOpenTime: null })));
    renderRoute(<MarketStatus />);
    expect(await screen.findByText('بازار بسته است')).toBeInTheDocument();
    expect(screen.queryByText(TEST_ACTIVE)).not.toBeInTheDocument();
  });

  it('shows "test active" when flagged open on a Friday', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: tehran('2025-01-03T10:00:00') }); // Friday
    server.use(http.get(`${API}/market-status`, () => ok(open)));
    renderRoute(<MarketStatus />);
    expect(await screen.findByText(TEST_ACTIVE)).toBeInTheDocument();
  });

  it('says the state is loading until it is known, never open on a guess', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: tehran('2025-01-03T10:00:00') }); // Friday: the badge would show
    let answer!: () => void;
    server.use(
      http.get(`${API}/market-status`, () => new Promise<Response>((resolve) => (answer = () => resolve(ok(open))))),
    );
    renderRoute(<MarketStatus />);
    expect(screen.getByText(MARKET_TEXT.loading)).toBeInTheDocument();
    expect(screen.queryByText(MARKET_TEXT.open)).not.toBeInTheDocument();
    expect(screen.queryByText(TEST_ACTIVE)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer();
    expect(await screen.findByText(MARKET_TEXT.open)).toBeInTheDocument();
  });

  it('keeps the state chip one place, as wide as its widest text, loading and loaded; only the shown text is said', async () => {
    let answer!: () => void;
    server.use(http.get(`${API}/market-status`, () => new Promise<Response>((resolve) => (answer = () => resolve(ok(open))))));
    renderRoute(<MarketStatus />);
    const room = document.querySelector('[data-state-room]')!;
    // A hidden chip holds every state's text as room: the place is that chip's width, whichever state is shown.
    const sizer = room.querySelector(':scope > .MuiChip-root')!;
    expect(sizer).toHaveAttribute('aria-hidden', 'true');
    expect([...sizer.querySelectorAll('[data-reserve]')].map((text) => text.getAttribute('data-reserve'))).toEqual([
      MARKET_TEXT.loading,
      MARKET_TEXT.unknown,
      MARKET_TEXT.open,
      MARKET_TEXT.closed,
    ]);
    // What is read and found is the shown chip alone, with its whole text.
    expect(room).toHaveTextContent(new RegExp(`^${MARKET_TEXT.loading}$`));
    const loading = screen.getByText(MARKET_TEXT.loading);
    expect(loading.closest('[aria-hidden="true"]')).toBeNull();
    expect(room).toContainElement(loading);

    await vi.waitFor(() => expect(answer).toBeDefined());
    answer();
    const shown = await screen.findByText(MARKET_TEXT.open);
    expect(document.querySelector('[data-state-room]')).toBe(room);
    expect(room.querySelector(':scope > .MuiChip-root')).toBe(sizer);
    expect(room).toHaveTextContent(new RegExp(`^${MARKET_TEXT.open}$`));
    expect(shown.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('says "unknown" when the status cannot be read, without the open chip or the test badge', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: tehran('2025-01-03T10:00:00') }); // Friday
    server.use(http.get(`${API}/market-status`, () => HttpResponse.error()));
    renderRoute(<MarketStatus />);
    expect(await screen.findByText(MARKET_TEXT.unknown)).toBeInTheDocument();
    expect(screen.queryByText(MARKET_TEXT.open)).not.toBeInTheDocument();
    expect(screen.queryByText(TEST_ACTIVE)).not.toBeInTheDocument();
  });

  it('shows a switch pushed by the server at once', async () => {
    server.use(http.get(`${API}/market-status`, () => ok(open)));
    const realtime = fakeSocket();
    renderRoute(
      <>
        <Listener />
        <MarketStatus />
      </>,
      { socket: realtime },
    );
    expect(await screen.findByText(MARKET_TEXT.open)).toBeInTheDocument();
    realtime.emit('market-status', { isOpen: false, currentStatus: 'closed', nextOpenTime: null });
    expect(await screen.findByText(MARKET_TEXT.closed)).toBeInTheDocument();
  });

  it('notices closing time within a minute, even when the server keeps saying open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: tehran('2025-01-04T16:58:30') }); // Saturday, closes at 17:00
    server.use(http.get(`${API}/market-status`, () => ok(open)));
    renderRoute(<MarketStatus />);
    expect(await screen.findByText('بازار باز است')).toBeInTheDocument();
    expect(screen.queryByText(TEST_ACTIVE)).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(await screen.findByText(TEST_ACTIVE)).toBeInTheDocument();
  });

  it('lists the working hours in Tehran time', async () => {
    server.use(http.get(`${API}/market-status`, () => ok(open)));
    const { user } = renderRoute(<MarketStatus />);
    await user.click(screen.getByRole('button', { name: 'ساعات کاری' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('شنبه تا چهارشنبه')).toBeInTheDocument();
    expect(within(menu).getByText('۸:۰۰ تا ۱۷:۰۰')).toBeInTheDocument();
    expect(within(menu).getByText('پنجشنبه')).toBeInTheDocument();
    expect(within(menu).getByText('۸:۰۰ تا ۱۳:۰۰')).toBeInTheDocument();
    expect(within(menu).getByText('جمعه')).toBeInTheDocument();
    expect(within(menu).getByText('تعطیل')).toBeInTheDocument();
    expect(within(menu).getByText('به وقت تهران')).toBeInTheDocument();
  });
});
