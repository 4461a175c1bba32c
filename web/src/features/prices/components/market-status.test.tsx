import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute } from '../../../test/render';
import { MarketStatus } from './market-status';

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

  it('takes the market as open when the status cannot be read', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    server.use(http.get(`${API}/market-status`, () => HttpResponse.error()));
    renderRoute(<MarketStatus />);
    expect(await screen.findByText('بازار باز است')).toBeInTheDocument();
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
    const user = userEvent.setup({ delay: null });
    renderRoute(<MarketStatus />);
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
