import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { gate } from '../../../test/fake-api/plumbing';
import { aDepositRequest, aTransaction, aWallet, aWithdrawRequest, GOLD, TOMAN } from '../../../test/fake-api/wallets';
import { serveWallets } from '../test/serve-wallets';
import { card, findCard, renderWallets } from '../test/render-wallets';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const list = (name: string) => screen.getByRole('list', { name });
const rows = (name: string) => within(list(name)).getAllByRole('listitem');
const chip = (row: HTMLElement, label: string) => within(row).getByText(label).closest('.MuiChip-root');
/** The computed colour of the element showing `text`. */
const colourOf = (element: Element) => getComputedStyle(element).color;

describe('the page frame', () => {
  it('has the heading, the balance toggle and four linked tabs, the wallets tab first', async () => {
    serveWallets();
    renderWallets();
    expect(screen.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پنهان کردن موجودی‌ها' })).toHaveAttribute('aria-pressed', 'false');
    const tabs = within(screen.getByRole('tablist', { name: 'بخش‌های کیف پول' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['کیف‌پول‌ها', 'تراکنش‌ها', 'درخواست‌های واریز', 'درخواست‌های برداشت']);
    expect(tab('کیف‌پول‌ها')).toHaveAttribute('aria-selected', 'true');
    for (const t of tabs) {
      const panelElement = document.getElementById(t.getAttribute('aria-controls')!);
      expect(panelElement).toHaveAttribute('role', 'tabpanel');
      expect(panelElement).toHaveAttribute('aria-labelledby', t.id);
    }
    expect(panel()).toHaveAttribute('id', tab('کیف‌پول‌ها').getAttribute('aria-controls'));
    expect(await findCard('تومان')).toBeInTheDocument();
    expect(document.title).toBe('کیف پول | پنل طلا');
  });

  it('keeps the chosen tab in the address, and opens the tab the address names', async () => {
    const { calls } = serveWallets();
    const { user, router } = renderWallets();
    await findCard('تومان');
    expect(calls.transactions).toHaveLength(0);

    await user.click(tab('تراکنش‌ها'));
    expect(router.state.location.search).toBe('?tab=transactions');
    expect(tab('تراکنش‌ها')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('تراکنش‌ها');
    expect(await within(panel()).findByText('هنوز تراکنشی ندارید')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'تومان' })).not.toBeInTheDocument();

    await user.click(tab('درخواست‌های برداشت'));
    expect(router.state.location.search).toBe('?tab=withdraw-requests');
    expect(await within(panel()).findByText('هنوز درخواست برداشتی ثبت نکرده‌اید')).toBeInTheDocument();

    await user.click(tab('کیف‌پول‌ها'));
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['?tab=deposit-requests', 'درخواست‌های واریز'],
    ['?tab=withdraw-requests', 'درخواست‌های برداشت'],
    ['?tab=nonsense', 'کیف‌پول‌ها'],
  ])('at %s the %s tab is open', async (search, name) => {
    serveWallets();
    renderWallets({ search });
    expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName(name);
    await waitFor(() => expect(within(panel()).queryByRole('status')).not.toBeInTheDocument());
  });

  it('the toggle hides every balance behind bullet dots, and shows them again', async () => {
    serveWallets({ transactions: [aTransaction(1)] });
    const { user } = renderWallets();
    const toman = await findCard('تومان');
    expect(toman).toHaveTextContent('۱۲٬۵۰۰٬۰۰۰ تومان');
    const toggle = screen.getByRole('button', { name: 'پنهان کردن موجودی‌ها' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toman).not.toHaveTextContent('۱۲٬۵۰۰٬۰۰۰');
    expect(toman).not.toHaveTextContent('۲٬۵۰۰٬۰۰۰');
    // Total, usable and frozen.
    expect(within(toman).getAllByText('••••••')).toHaveLength(3);
    expect(within(card('طلای ۱۸ عیار')).getAllByText('••••••')).toHaveLength(2);

    // The lists too.
    await user.click(tab('تراکنش‌ها'));
    const [row] = await waitFor(() => rows('فهرست تراکنش‌ها'));
    expect(row).not.toHaveTextContent('۱٬۰۰۰٬۰۰۰');
    expect(within(row).getByText('••••••')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(row).toHaveTextContent('+۱٬۰۰۰٬۰۰۰ تومان');
    expect(screen.queryByText('••••••')).not.toBeInTheDocument();
  });
});

describe('opening a dialog from the address (the dashboard’s quick actions)', () => {
  it.each([
    ['deposit', 'واریز به کیف پول تومان'],
    ['withdraw', 'برداشت از کیف پول تومان'],
  ])('?action=%s opens that dialog for the Toman wallet, then leaves the address', async (action, name) => {
    serveWallets();
    const { router } = renderWallets({ search: `?action=${action}` });
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(name);
    expect(router.state.location.search).toBe('');
  });

  it('an unknown ?action opens nothing', async () => {
    serveWallets();
    renderWallets({ search: '?action=nonsense' });
    await findCard('تومان');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the wallet cards', () => {
  it('show the name, the active dot, the total and usable balances in the currency’s precision, and frozen only above 0', async () => {
    serveWallets();
    renderWallets();
    const toman = await findCard('تومان');
    expect(within(toman).getByRole('heading', { level: 2, name: 'تومان' })).toBeInTheDocument();
    expect(within(toman).getByText('فعال')).toBeInTheDocument();
    expect(within(toman).getByText('موجودی کل').nextElementSibling).toHaveTextContent('۱۲٬۵۰۰٬۰۰۰ تومان');
    expect(within(toman).getByText('موجودی قابل استفاده').nextElementSibling).toHaveTextContent('۲٬۵۰۰٬۰۰۰ تومان');
    expect(within(toman).getByText('موجودی مسدودشده').nextElementSibling).toHaveTextContent('۱۰٬۰۰۰٬۰۰۰ تومان');
    expect(within(toman).queryByText('اعتبار')).not.toBeInTheDocument();

    const gold = card('طلای ۱۸ عیار');
    expect(within(gold).getByText('موجودی کل').nextElementSibling).toHaveTextContent('۲٫۵ گرم');
    expect(within(gold).getByText('موجودی قابل استفاده').nextElementSibling).toHaveTextContent('۲٫۵ گرم');
    expect(within(gold).queryByText('موجودی مسدودشده')).not.toBeInTheDocument();
    expect(within(gold).queryByText('اعتبار')).not.toBeInTheDocument();
  });

  describe('say what holds a frozen amount', () => {
    const openTrade = (type: 'buy' | 'sell', amount: number, price: number) => ({
      requestId: 'req-9',
      type,
      symbol: 'GOLD_18K',
      amount,
      price,
      createdAt: '2025-01-04T08:00:00.000Z',
      expiresAt: '2025-01-04T08:01:00.000Z',
      secondsLeft: 40,
    });

    it('an open buy request: the Toman it holds, and a way back to it', async () => {
      serveWallets({
        wallets: [
          aWallet(TOMAN, { balance: 30_000_000, availableBalance: 11_047_500, frozenAmount: 18_952_500 }),
          aWallet(GOLD, { balance: 1, availableBalance: 1, frozenAmount: 0 }),
        ],
        // 2.5 g at 7,581,000: 18,952,500 Toman held.
        openTrade: openTrade('buy', 2.5, 7_581_000),
      });
      renderWallets();
      const toman = await findCard('تومان');
      expect(
        await within(toman).findByText('۱۸٬۹۵۲٬۵۰۰ تومان برای درخواست خرید در انتظار تأیید بلوکه شده است.'),
      ).toBeInTheDocument();
      expect(within(toman).getByRole('link', { name: 'ادامه درخواست معامله' })).toHaveAttribute('href', '/trading');
      expect(within(card('طلای ۱۸ عیار')).queryByText(/بلوکه/)).not.toBeInTheDocument();
    });

    it('an open sell request in the gold wallet, beside a withdrawal’s hold in Toman, each said truthfully', async () => {
      serveWallets({
        wallets: [
          aWallet(TOMAN, { balance: 12_500_000, availableBalance: 2_500_000, frozenAmount: 10_000_000 }),
          aWallet(GOLD, { balance: 2, availableBalance: 1.5, frozenAmount: 0.75 }),
        ],
        openTrade: openTrade('sell', 0.5, 7_700_000),
      });
      renderWallets();
      const gold = await findCard('طلای ۱۸ عیار');
      expect(
        await within(gold).findByText(
          '۰٫۵ گرم از آن برای درخواست فروش در انتظار تأیید و بقیه برای درخواست‌های در جریان دیگر، مانند برداشت، بلوکه شده است.',
        ),
      ).toBeInTheDocument();
      const toman = card('تومان');
      expect(
        within(toman).getByText('این مبلغ تا پایان درخواست‌های در جریان، مانند برداشت در انتظار بررسی، بلوکه می‌ماند.'),
      ).toBeInTheDocument();
      expect(within(toman).queryByRole('link', { name: 'ادامه درخواست معامله' })).not.toBeInTheDocument();
      expect(within(toman).queryByText(/درخواست خرید/)).not.toBeInTheDocument();
    });

    it('no open request: a neutral wording, no trade named', async () => {
      serveWallets();
      renderWallets();
      const toman = await findCard('تومان');
      expect(
        await within(toman).findByText('این مبلغ تا پایان درخواست‌های در جریان، مانند برداشت در انتظار بررسی، بلوکه می‌ماند.'),
      ).toBeInTheDocument();
      expect(within(toman).queryByText(/درخواست (خرید|فروش)/)).not.toBeInTheDocument();
    });
  });

  it('read amounts sent as strings, show a credit above 0, gold to the milligram and an inactive wallet as such', async () => {
    serveWallets({
      wallets: [
        aWallet(TOMAN, { balance: '3000000', availableBalance: '2999999.6', frozenAmount: '0', creaditAmount: '750000' }),
        aWallet(GOLD, { status: false, balance: '1.23456', availableBalance: 0.5, frozenAmount: 0.001, creaditAmount: 0 }),
      ],
    });
    renderWallets();
    const toman = await findCard('تومان');
    expect(within(toman).getByText('موجودی کل').nextElementSibling).toHaveTextContent('۳٬۰۰۰٬۰۰۰ تومان');
    expect(within(toman).getByText('موجودی قابل استفاده').nextElementSibling).toHaveTextContent('۳٬۰۰۰٬۰۰۰ تومان');
    expect(within(toman).getByText('اعتبار').nextElementSibling).toHaveTextContent('۷۵۰٬۰۰۰ تومان');
    expect(within(toman).queryByText('موجودی مسدودشده')).not.toBeInTheDocument();

    const gold = card('طلای ۱۸ عیار');
    expect(within(gold).getByText('غیرفعال')).toBeInTheDocument();
    expect(within(gold).queryByText('فعال')).not.toBeInTheDocument();
    expect(within(gold).getByText('موجودی کل').nextElementSibling).toHaveTextContent('۱٫۲۳۵ گرم');
    expect(within(gold).getByText('موجودی مسدودشده').nextElementSibling).toHaveTextContent('۰٫۰۰۱ گرم');
  });

  it('offer deposit only for a chargeable currency and withdraw only for a withdrawable one', async () => {
    serveWallets({
      wallets: [
        aWallet(TOMAN),
        aWallet(GOLD),
        aWallet({ ...TOMAN, code: 'IRR', name: 'ریال', unit: 'ریال', isWithdrawable: false }),
        aWallet({ ...GOLD, code: 'GOLD', name: 'طلای آب‌شده', isWithdrawable: true }),
      ],
    });
    renderWallets();
    const buttons = (name: string) =>
      within(card(name))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    await findCard('تومان');
    expect(buttons('تومان')).toEqual(['واریز', 'برداشت']);
    expect(within(card('تومان')).getByRole('button', { name: 'واریز به کیف پول تومان' })).toBeInTheDocument();
    expect(within(card('تومان')).getByRole('button', { name: 'برداشت از کیف پول تومان' })).toBeInTheDocument();
    expect(buttons('طلای ۱۸ عیار')).toEqual([]);
    expect(buttons('ریال')).toEqual(['واریز']);
    expect(buttons('طلای آب‌شده')).toEqual(['برداشت']);
  });

  it('shows a loading state, then the empty state', async () => {
    const wait = gate();
    serveWallets({
      wallets: [],
      replies: {
        wallets: async () => {
          await wait.promise;
          return undefined;
        },
      },
    });
    renderWallets();
    expect(screen.getByRole('status', { name: 'در حال بارگذاری کیف پول‌ها' })).toBeInTheDocument();
    wait.open();
    expect(await screen.findByText('هنوز کیف پولی ندارید')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'در حال بارگذاری کیف پول‌ها' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a 404 says the data is unavailable, and the reload button asks again', async () => {
    const { calls } = serveWallets({ replies: { wallets: (n) => (n === 1 ? fail(404, 'NOT_FOUND') : undefined) } });
    const { user } = renderWallets();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('اطلاعات کیف پول در دسترس نیست، لطفاً بعداً تلاش کنید');
    expect(alert).not.toHaveTextContent('خطا در بارگذاری کیف پول‌ها');
    await user.click(within(alert).getByRole('button', { name: 'بارگذاری دوباره' }));
    expect(await findCard('تومان')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.wallets).toBe(2);
  });

  it.each([500, 403])('another failure (%i) asks to reload the page', async (status) => {
    serveWallets({ replies: { wallets: () => fail(status, status === 500 ? 'INTERNAL_ERROR' : 'FORBIDDEN') } });
    renderWallets();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('خطا در بارگذاری کیف پول‌ها، لطفاً صفحه را دوباره بارگذاری کنید');
    expect(within(alert).getByRole('button', { name: 'بارگذاری دوباره' })).toBeEnabled();
  });
});

describe('refreshing', () => {
  it('a wallet-update asks for the wallets and the open list again', async () => {
    const { calls, store } = serveWallets();
    const { user, realtime } = renderWallets();
    await findCard('تومان');
    await user.click(tab('تراکنش‌ها'));
    await within(panel()).findByText('هنوز تراکنشی ندارید');
    expect(calls.transactions).toHaveLength(1);

    store.wallets = [aWallet(TOMAN, { balance: 13_000_000, availableBalance: 3_000_000 })];
    realtime.emit('wallet-update', {
      walletId: 'w-TOMAN',
      balance: 13_000_000,
      availableBalance: 3_000_000,
      frozenAmount: 10_000_000,
      currency: 'TOMAN',
    });
    await waitFor(() => expect(calls.transactions).toHaveLength(2));
    await waitFor(() => expect(calls.wallets).toBe(2));
    await user.click(tab('کیف‌پول‌ها'));
    expect(within(await findCard('تومان')).getByText('موجودی کل').nextElementSibling).toHaveTextContent('۱۳٬۰۰۰٬۰۰۰ تومان');
  });

  it('polls the wallets every 30 seconds', async () => {
    // Only the intervals are fake: React Query polls with setInterval; msw and the rest keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls, store } = serveWallets({ wallets: [aWallet(TOMAN, { balance: 1_000_000, availableBalance: 1_000_000 })] });
    renderWallets();
    const total = async (text: string) =>
      waitFor(() => expect(within(card('تومان')).getByText('موجودی کل').nextElementSibling).toHaveTextContent(text));
    await total('۱٬۰۰۰٬۰۰۰ تومان');

    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(calls.wallets).toBe(1);
    store.wallets = [aWallet(TOMAN, { balance: 2_000_000, availableBalance: 2_000_000 })];
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await total('۲٬۰۰۰٬۰۰۰ تومان');
    expect(calls.wallets).toBe(2);
  });

  it('polls an open list every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls, store } = serveWallets({ transactions: [aTransaction(1, { description: 'نوبت 1' })] });
    renderWallets({ search: '?tab=transactions' });
    expect(await screen.findByText('نوبت 1')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(calls.transactions).toHaveLength(1);
    store.transactions = [aTransaction(2, { description: 'نوبت 2' })];
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(await screen.findByText('نوبت 2')).toBeInTheDocument();
    expect(calls.transactions).toHaveLength(2);
    expect(calls.transactions[1].searchParams.get('page')).toBe('1');
  });
});

describe('the transactions list', () => {
  const all = Array.from({ length: 25 }, (_, i) => aTransaction(i + 1));

  it('pages through 25 transactions, 10 at a time', async () => {
    const { calls } = serveWallets({ transactions: all });
    const { user } = renderWallets({ search: '?tab=transactions' });
    await waitFor(() => expect(rows('فهرست تراکنش‌ها')).toHaveLength(10));
    const nav = screen.getByRole('navigation', { name: 'صفحه‌بندی تراکنش‌ها' });
    expect(nav).toHaveTextContent('نمایش ۱ تا ۱۰ از ۲۵ مورد');
    expect(within(nav).getByRole('button', { name: 'صفحه ۱' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'صفحه قبل' })).toBeDisabled();
    expect(
      within(nav)
        .getAllByRole('button', { name: /^صفحه [۰-۹]/ })
        .map((b) => b.textContent),
    ).toEqual(['۱', '۲', '۳']);
    expect(calls.transactions[0].searchParams.get('page')).toBe('1');
    expect(calls.transactions[0].searchParams.get('limit')).toBe('10');

    await user.click(within(nav).getByRole('button', { name: 'صفحه بعد' }));
    await waitFor(() => expect(nav).toHaveTextContent('نمایش ۱۱ تا ۲۰ از ۲۵ مورد'));
    await waitFor(() => expect(rows('فهرست تراکنش‌ها')[0]).toHaveTextContent('تراکنش شماره 11'));
    expect(within(nav).getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
    expect(calls.transactions.at(-1)!.searchParams.get('page')).toBe('2');
    expect(calls.transactions.at(-1)!.searchParams.get('limit')).toBe('10');

    await user.click(within(nav).getByRole('button', { name: 'صفحه ۳' }));
    await waitFor(() => expect(rows('فهرست تراکنش‌ها')).toHaveLength(5));
    expect(nav).toHaveTextContent('نمایش ۲۱ تا ۲۵ از ۲۵ مورد');
    expect(within(nav).getByRole('button', { name: 'صفحه بعد' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'صفحه قبل' }));
    await waitFor(() => expect(nav).toHaveTextContent('نمایش ۱۱ تا ۲۰ از ۲۵ مورد'));
  });

  it('shows each transaction’s type, description, Tehran time, signed and coloured amount, and status', async () => {
    serveWallets({
      transactions: [
        aTransaction(1, { type: 'deposit', amount: 2_000_000, description: 'واریز از درگاه', status: 'completed' }),
        aTransaction(2, { type: 'withdraw', amount: -1_500_000, status: 'pending', createdAt: '2025-03-20T20:45:00.000Z' }),
        aTransaction(3, { type: 'buy', amount: 0.125, currency: 'GOLD_18K', status: 'failed' }),
        aTransaction(4, { type: 'sell', amount: '-0.5', currency: 'GOLD_18K' } as never),
        aTransaction(5, { type: 'fee', amount: -10_000 }),
        aTransaction(6, { type: 'buy', amount: -19_585_000 }),
      ],
    });
    renderWallets({ search: '?tab=transactions' });
    const [deposit, withdraw, buy, sell, other, buyToman] = await waitFor(() => {
      const items = rows('فهرست تراکنش‌ها');
      expect(items).toHaveLength(6);
      return items;
    });

    expect(deposit).toHaveTextContent('واریز');
    expect(deposit).toHaveTextContent('واریز از درگاه');
    // The sign follows a right-to-left mark: it stays on the number's side, never between the number and its unit.
    expect(within(deposit).getByText('\u200F+۲٬۰۰۰٬۰۰۰')).toBeInTheDocument();
    expect(deposit).toHaveTextContent('+۲٬۰۰۰٬۰۰۰ تومان');
    expect(chip(deposit, 'انجام‌شده')).toHaveClass('MuiChip-colorSuccess');
    expect(deposit.querySelector('time')).toHaveAttribute('dateTime', '2025-01-04T08:30:00.000Z');
    // 08:30 UTC is 12:00 in Tehran, on 15 Dey 1403.
    expect(deposit.querySelector('time')).toHaveTextContent('۱۵ دی ۱۴۰۳');
    expect(deposit.querySelector('time')).toHaveTextContent('۱۲:۰۰');

    expect(withdraw).toHaveTextContent('برداشت');
    expect(withdraw).toHaveTextContent('−۱٬۵۰۰٬۰۰۰ تومان');
    expect(chip(withdraw, 'در انتظار')).toHaveClass('MuiChip-colorWarning');
    // 20:45 UTC on 20 March is 00:15 on 1 Farvardin 1404 in Tehran.
    expect(withdraw.querySelector('time')).toHaveTextContent('۱ فروردین ۱۴۰۴');

    expect(buy).toHaveTextContent('خرید طلا');
    expect(buy).toHaveTextContent('+۰٫۱۲۵ گرم');
    expect(chip(buy, 'ناموفق')).toHaveClass('MuiChip-colorError');
    expect(sell).toHaveTextContent('فروش طلا');
    expect(sell).toHaveTextContent('−۰٫۵ گرم');
    expect(other).toHaveTextContent('fee');
    // A signed figure runs right to left, so its sign is read first.
    expect(within(withdraw).getByText('\u200F−۱٬۵۰۰٬۰۰۰')).toHaveAttribute('dir', 'rtl');
    // A buy's Toman leg goes out: the arrow follows the amount, not the type.
    expect(buyToman).toHaveTextContent('−۱۹٬۵۸۵٬۰۰۰ تومان');
    const arrow = (row: HTMLElement) => row.querySelector('[data-testid$="Icon"]')?.getAttribute('data-testid');
    expect([deposit, withdraw, buy, sell, buyToman].map(arrow)).toEqual([
      'SouthWestIcon',
      'NorthEastIcon',
      'SouthWestIcon',
      'NorthEastIcon',
      'NorthEastIcon',
    ]);

    // Money in is green, money out red.
    const inColour = colourOf(within(deposit).getByText('\u200F+۲٬۰۰۰٬۰۰۰').closest('span.tabular-nums')!.parentElement!);
    const outColour = colourOf(within(withdraw).getByText('\u200F−۱٬۵۰۰٬۰۰۰').closest('span.tabular-nums')!.parentElement!);
    expect(inColour).not.toBe(outColour);
    expect([inColour, outColour]).toEqual([
      expect.stringMatching(/27, 110, 58|#1b6e3a/i),
      expect.stringMatching(/179, 38, 30|#b3261e/i),
    ]);
  });

  it('shows a released hold (a cancelled or expired trade) as released, unsigned and neutral, not as a failed debit', async () => {
    serveWallets({
      transactions: [
        aTransaction(1, { type: 'buy', amount: -18_952_500, description: 'خرید ۲٫۵ گرم طلای ۱۸ عیار', status: 'released' }),
        aTransaction(2, { type: 'withdraw', amount: -1_500_000, status: 'pending' }),
      ],
    });
    renderWallets({ search: '?tab=transactions' });
    const [released, withdraw] = await waitFor(() => {
      const items = rows('فهرست تراکنش‌ها');
      expect(items).toHaveLength(2);
      return items;
    });
    expect(chip(released, 'آزادشده')).toHaveClass('MuiChip-colorDefault');
    expect(within(released).queryByText('ناموفق')).not.toBeInTheDocument();
    // Named for what happened to the money, not as the purchase it was held for.
    expect(within(released).getByText('بازگشت مبلغ بلوکه‌شده')).toBeInTheDocument();
    expect(released).toHaveTextContent('۱۸٬۹۵۲٬۵۰۰ تومان');
    expect(released).not.toHaveTextContent('−');
    expect(released.querySelector('[data-testid$="Icon"]')?.getAttribute('data-testid')).toBe('SwapVertIcon');
    const neutral = colourOf(within(released).getByText('۱۸٬۹۵۲٬۵۰۰').closest('span.tabular-nums')!.parentElement!);
    const outColour = colourOf(within(withdraw).getByText('\u200F−۱٬۵۰۰٬۰۰۰').closest('span.tabular-nums')!.parentElement!);
    expect(neutral).not.toBe(outColour);
  });

  it('hides the pagination with one page', async () => {
    serveWallets({ transactions: [aTransaction(1)] });
    renderWallets({ search: '?tab=transactions' });
    await waitFor(() => expect(rows('فهرست تراکنش‌ها')).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: 'صفحه‌بندی تراکنش‌ها' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^نمایش/)).not.toBeInTheDocument();
  });

  it('shows a loading state, and a failure with a retry that loads it', async () => {
    const wait = gate();
    const { calls } = serveWallets({
      transactions: [aTransaction(1)],
      replies: {
        transactions: async (n) => {
          if (n === 1) {
            await wait.promise;
            return fail(500, 'INTERNAL_ERROR');
          }
          return undefined;
        },
      },
    });
    const { user } = renderWallets({ search: '?tab=transactions' });
    expect(await screen.findByRole('status', { name: 'در حال بارگذاری تراکنش‌ها' })).toBeInTheDocument();
    wait.open();
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('خطا در دریافت تراکنش‌ها');
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(rows('فهرست تراکنش‌ها')).toHaveLength(1));
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.transactions).toHaveLength(2);
  });
});

describe('the deposit requests list', () => {
  it('pages through 25 requests', async () => {
    const all = Array.from({ length: 25 }, (_, i) => aDepositRequest(i + 1, { amount: (i + 1) * 100_000 }));
    const { calls } = serveWallets({ depositRequests: all });
    const { user } = renderWallets({ search: '?tab=deposit-requests' });
    await waitFor(() => expect(rows('فهرست درخواست‌های واریز')).toHaveLength(10));
    const nav = screen.getByRole('navigation', { name: 'صفحه‌بندی درخواست‌های واریز' });
    expect(nav).toHaveTextContent('نمایش ۱ تا ۱۰ از ۲۵ مورد');
    await user.click(within(nav).getByRole('button', { name: 'صفحه ۲' }));
    await waitFor(() => expect(rows('فهرست درخواست‌های واریز')[0]).toHaveTextContent('۱٬۱۰۰٬۰۰۰ تومان'));
    expect(nav).toHaveTextContent('نمایش ۱۱ تا ۲۰ از ۲۵ مورد');
    expect(calls.depositRequests.at(-1)!.searchParams.get('page')).toBe('2');
  });

  it('shows the method, amount, deposit ID, receipt, description, time and a coloured status', async () => {
    serveWallets({
      depositRequests: [
        aDepositRequest(1, { receiptUrl: '/uploads/receipts/a.png', description: 'واریز حقوق' }),
        aDepositRequest(2, { method: 'gateway', status: 'approved', amount: '2000000' as never, depositReferenceId: null }),
        aDepositRequest(3, { status: 'rejected' }),
      ],
    });
    renderWallets({ search: '?tab=deposit-requests' });
    const [receipt, gateway, rejected] = await waitFor(() => {
      const items = rows('فهرست درخواست‌های واریز');
      expect(items).toHaveLength(3);
      return items;
    });
    expect(receipt).toHaveTextContent('رسید بانکی');
    expect(receipt).toHaveTextContent('۵۰۰٬۰۰۰ تومان');
    expect(receipt).toHaveTextContent('شناسه واریز: PARZ-12345678');
    expect(receipt).toHaveTextContent('واریز حقوق');
    expect(within(receipt).getByRole('link', { name: 'مشاهده رسید' })).toHaveAttribute(
      'href',
      `${window.location.origin}/uploads/receipts/a.png`,
    );
    expect(chip(receipt, 'در انتظار تأیید')).toHaveClass('MuiChip-colorWarning');
    expect(receipt.querySelector('time')).toHaveTextContent('۱۴۰۳');

    expect(gateway).toHaveTextContent('درگاه پرداخت');
    expect(gateway).toHaveTextContent('۲٬۰۰۰٬۰۰۰ تومان');
    expect(gateway).not.toHaveTextContent('شناسه واریز');
    expect(within(gateway).queryByRole('link')).not.toBeInTheDocument();
    expect(chip(gateway, 'تأییدشده')).toHaveClass('MuiChip-colorSuccess');
    expect(chip(rejected, 'ردشده')).toHaveClass('MuiChip-colorError');
  });

  it('opens a receipt with the session’s token, since the API serves it to its owner only', async () => {
    let authorization: string | null = null;
    serveWallets({
      depositRequests: [aDepositRequest(1, { receiptUrl: '/uploads/receipts/a.png' })],
    });
    server.use(
      http.get(`${API}/uploads/receipts/a.png`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt-a');
    const { user } = renderWallets({ search: '?tab=deposit-requests' });
    await user.click(await screen.findByRole('link', { name: 'مشاهده رسید' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:receipt-a'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(authorization).toBe('Bearer stored-token');
    expect((createObjectURL.mock.calls[0][0] as Blob).type).toBe('image/png');
  });

  it('a receipt that cannot be fetched closes the new tab and says so', async () => {
    serveWallets({
      depositRequests: [aDepositRequest(1, { receiptUrl: '/uploads/receipts/gone.png' })],
    });
    server.use(http.get(`${API}/uploads/receipts/gone.png`, () => fail(404, 'NOT_FOUND')));
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderWallets({ search: '?tab=deposit-requests' });
    await user.click(await screen.findByRole('link', { name: 'مشاهده رسید' }));
    expect(await screen.findByText('خطا در دریافت فایل رسید')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('shows the empty state, and a failure with a retry', async () => {
    const { calls } = serveWallets({ replies: { depositRequests: (n) => (n === 1 ? fail(500, 'INTERNAL_ERROR') : undefined) } });
    const { user } = renderWallets({ search: '?tab=deposit-requests' });
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('خطا در دریافت درخواست‌های واریز');
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await within(panel()).findByText('هنوز درخواست واریزی ثبت نکرده‌اید')).toBeInTheDocument();
    expect(calls.depositRequests).toHaveLength(2);
  });
});

describe('the withdraw requests list', () => {
  it('pages through 25 requests', async () => {
    const all = Array.from({ length: 25 }, (_, i) => aWithdrawRequest(i + 1, { amount: (i + 1) * 10_000 }));
    serveWallets({ withdrawRequests: all });
    const { user } = renderWallets({ search: '?tab=withdraw-requests' });
    await waitFor(() => expect(rows('فهرست درخواست‌های برداشت')).toHaveLength(10));
    const nav = screen.getByRole('navigation', { name: 'صفحه‌بندی درخواست‌های برداشت' });
    await user.click(within(nav).getByRole('button', { name: 'صفحه ۳' }));
    await waitFor(() => expect(rows('فهرست درخواست‌های برداشت')).toHaveLength(5));
    expect(nav).toHaveTextContent('نمایش ۲۱ تا ۲۵ از ۲۵ مورد');
  });

  it('shows the destination, amount, holder, the support note, time and a coloured status', async () => {
    serveWallets({
      withdrawRequests: [
        aWithdrawRequest(1),
        aWithdrawRequest(2, { status: 'approved' }),
        aWithdrawRequest(3, { status: 'completed', adminNote: 'به حساب شما واریز شد' }),
        aWithdrawRequest(4, { status: 'rejected', adminNote: 'شبا با نام صاحب حساب یکی نیست' }),
      ],
    });
    renderWallets({ search: '?tab=withdraw-requests' });
    const [pending, approved, completed, rejected] = await waitFor(() => {
      const items = rows('فهرست درخواست‌های برداشت');
      expect(items).toHaveLength(4);
      return items;
    });
    expect(pending).toHaveTextContent('بانک ملت');
    expect(pending).toHaveTextContent('IR۰۶\u200E ****\u200E ****\u200E ۰۰۰۱');
    // Read by its last four digits, not as asterisks.
    expect(within(pending).getByText('IR۰۶\u200E ****\u200E ****\u200E ۰۰۰۱')).toHaveAttribute('aria-hidden', 'true');
    expect(within(pending).getByText('شبای مختوم به ۰۰۰۱')).toBeInTheDocument();
    expect(pending).toHaveTextContent('۱٬۵۰۰٬۰۰۰ تومان');
    expect(pending).toHaveTextContent('صاحب حساب: سارا محمدی');
    expect(pending).not.toHaveTextContent('یادداشت پشتیبانی');
    expect(pending.querySelector('time')).toHaveTextContent('۱۴۰۳');
    expect(chip(pending, 'در انتظار بررسی')).toHaveClass('MuiChip-colorWarning');
    // Approved looks the same as an approved deposit: one colour per status across the panel.
    expect(chip(approved, 'تأییدشده')).toHaveClass('MuiChip-colorSuccess');
    expect(chip(completed, 'پرداخت‌شده')).toHaveClass('MuiChip-colorSuccess');
    expect(completed).toHaveTextContent('یادداشت پشتیبانی: به حساب شما واریز شد');
    expect(chip(rejected, 'ردشده')).toHaveClass('MuiChip-colorError');
  });

  it('shows the loading and the empty state', async () => {
    const wait = gate();
    serveWallets({
      replies: {
        withdrawRequests: async () => {
          await wait.promise;
          return undefined;
        },
      },
    });
    renderWallets({ search: '?tab=withdraw-requests' });
    expect(await screen.findByRole('status', { name: 'در حال بارگذاری درخواست‌های برداشت' })).toBeInTheDocument();
    wait.open();
    expect(await within(panel()).findByText('هنوز درخواست برداشتی ثبت نکرده‌اید')).toBeInTheDocument();
  });

  it('a failure says so and retry asks again', async () => {
    const { calls } = serveWallets({
      withdrawRequests: [aWithdrawRequest(1)],
      replies: { withdrawRequests: (n) => (n === 1 ? fail(503, 'SERVICE_UNAVAILABLE') : undefined) },
    });
    const { user } = renderWallets({ search: '?tab=withdraw-requests' });
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('خطا در دریافت درخواست‌های برداشت');
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(rows('فهرست درخواست‌های برداشت')).toHaveLength(1));
    expect(calls.withdrawRequests).toHaveLength(2);
  });
});
