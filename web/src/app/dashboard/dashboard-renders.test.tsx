import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPushProvider } from '../../shared/push/select-push-provider';
import type { fakeSocket } from '../../test/fake-socket';
import { serveNotifications } from '../../test/fake-api/notifications';
import { aUser } from '../../test/fixtures';
import { beyond, renderWindow, resetRenderLog } from '../../test/profiler';
import { renderInProfiledShell } from '../test/profiled-shell';
import DashboardRoute from './dashboard';
import { aTrade, serveDashboard } from './test/serve-dashboard';

/*
 * A price tick re-renders the price widgets and the portfolio value, not the shell nor the page. Each part
 * of the signed-in dashboard sits in its own <Profiler>, named by its place ('shell/header/prices'); after one tick
 * every Profiler that committed must be a price widget or hold one, and the components that hold them must not
 * have run themselves.
 */

vi.mock(import('../shell/sidebar'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, SidebarContent: profiled('shell/sidebar', module.SidebarContent) };
});
vi.mock(import('../shell/app-header'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, AppHeader: profiled('shell/header', module.AppHeader) };
});
vi.mock(import('../shell/push-banner'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, PushBanner: profiled('shell/push-banner', module.PushBanner) };
});
vi.mock(import('../shell/theme-menu'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, ThemeMenu: profiled('shell/header/theme', module.ThemeMenu) };
});
vi.mock(import('../shell/user-menu'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, UserMenu: profiled('shell/header/user', module.UserMenu) };
});
vi.mock(import('../../features/notifications/components/notification-bell'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, NotificationBell: profiled('shell/header/bell', module.NotificationBell) };
});
vi.mock(import('../../features/prices/components/header-prices'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, HeaderPrices: profiled('shell/header/prices', module.HeaderPrices) };
});
vi.mock(import('../../features/prices/components/market-status'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, MarketStatus: profiled('shell/header/market', module.MarketStatus) };
});
vi.mock(import('../../features/prices/components/connection-indicator'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, ConnectionIndicator: profiled('shell/header/connection', module.ConnectionIndicator) };
});
vi.mock(import('./components/portfolio-card'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, PortfolioCard: profiled('page/portfolio', module.PortfolioCard) };
});
vi.mock(import('./components/profit-loss-card'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, ProfitLossCard: profiled('page/profit', module.ProfitLossCard) };
});
vi.mock(import('./components/trades-cards'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return {
    ...module,
    TodayTradesCard: profiled('page/today', module.TodayTradesCard),
    RecentTradesCard: profiled('page/recent', module.RecentTradesCard),
  };
});
vi.mock(import('./components/quick-actions'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, QuickActions: profiled('page/actions', module.QuickActions) };
});
vi.mock(import('./components/account-card'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, AccountCard: profiled('page/account', module.AccountCard) };
});
vi.mock(import('./components/price-chart-card'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, default: profiled('page/chart', module.default) };
});
// The plot itself: the live point is drawn when it re-renders.
vi.mock(import('@mui/x-charts/LineChart'), async (original) => {
  const [module, { profiled }] = await Promise.all([original(), import('../../test/profiler')]);
  return { ...module, LineChart: profiled('page/chart/plot', module.LineChart) };
});

/** What a tick may re-render: the header's prices, the portfolio's value, the profit at today's price and the chart's plot. */
const PRICE_WIDGETS = ['shell/header/prices', 'page/portfolio', 'page/profit', 'page/chart/plot'];

beforeAll(async () => {
  await Promise.all([import('./components/price-chart-card'), import('./components/day-sparkline')]);
});

beforeEach(() => {
  resetRenderLog();
  resetPushProvider();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  serveNotifications();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderSignedInDashboard = ({ strict = false } = {}) =>
  renderInProfiledShell(<DashboardRoute />, { url: '/', user: aUser({ createdAt: '2024-03-20T10:00:00.000Z' }), strict });

const card = (name: string) => screen.getByRole('region', { name });
const header = () => screen.getByRole('banner');
const chartSummary = () => document.getElementById('price-chart-summary');

/** Every card, the header's prices and the market, loaded. */
async function everythingLoaded() {
  await waitFor(() => expect(card('ارزش دارایی')).toHaveTextContent('۸۸٬۵۰۰٬۰۰۰ تومان'));
  await waitFor(() => expect(card('سود و زیان')).toHaveTextContent('ارزش به قیمت فروش امروز'));
  await within(card('وضعیت حساب')).findByText('احراز هویت: سطح ۱ از ۲');
  await within(card('آخرین معاملات')).findByRole('list', { name: 'پنج معامله آخر' });
  await waitFor(() => expect(chartSummary()).toHaveTextContent('آخرین ۷٬۸۵۰٬۰۰۰ تومان'));
  await within(header()).findByText('بازار باز است');
  await within(header()).findByText('۷٬۸۵۰٬۰۰۰');
}

async function tickAndSettle(realtime: ReturnType<typeof fakeSocket>, local: number, sell: number, total: string) {
  realtime.emit('price-update', { local, sell, timestamp: new Date(Date.now() + 1000).toISOString() });
  await waitFor(() => expect(card('ارزش دارایی')).toHaveTextContent(total));
  await within(header()).findByText(new Intl.NumberFormat('fa-IR').format(local));
  await waitFor(() => expect(chartSummary()).toHaveTextContent(`آخرین ${new Intl.NumberFormat('fa-IR').format(local)} تومان`));
}

describe.each([
  ['', false],
  [' under StrictMode', true],
])('a price tick on the signed-in dashboard%s', (_name, strict) => {
  // The whole signed-in panel's first mount, two charts in it: more time than the default on a busy machine.
  it('re-renders the price widgets and the portfolio value, not the shell, the header, the page nor the other cards', async () => {
    serveDashboard({ trades: [aTrade('t-1', { type: 'buy', status: 'completed' })] });
    const { realtime } = renderSignedInDashboard({ strict });
    await everythingLoaded();

    const tick = renderWindow();
    await tickAndSettle(realtime, 7_900_000, 7_750_000, '۸۸٬۷۵۰٬۰۰۰ تومان');

    const updated = tick.updated();
    // Each price widget did re-render...
    expect(updated).toEqual(expect.arrayContaining(PRICE_WIDGETS));
    // ...and nothing else did: the shell and the page committed only because they hold them.
    expect(beyond(updated, PRICE_WIDGETS)).toEqual([]);
    // The components that hold the widgets did not run: a tick that re-rendered them would re-render every card.
    expect(tick.rendered()).toEqual(['shell/header/prices']);
  }, 15_000);
});
