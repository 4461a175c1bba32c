import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setRuntimeConfig } from '../shared/config/runtime-config';
import { aPriceAlert, servePriceAlerts } from '../test/fake-api/price-alerts';
import { renderLive } from '../test/prices-listener';
import { aUser } from '../test/fixtures';
import { serveTrading } from '../features/trading/test/serve-trading';
import { renderDashboard, serveDashboard } from './dashboard/test/serve-dashboard';
import TradingPage from './trading-page';

// Where the API offers price alerts (config.json), the dashboard lists them and the trading page's prices set one;
// elsewhere both are as they were, and nothing asks for them: a request nobody serves fails the test.

beforeAll(async () => {
  await Promise.all([import('./dashboard/components/price-chart-card'), import('./dashboard/components/day-sparkline')]);
});
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

function offer(priceAlerts: boolean) {
  setRuntimeConfig({ capabilities: { priceAlerts } });
  onTestFinished(() => setRuntimeConfig({ capabilities: { priceAlerts: false } }));
}

const alertsCard = () => screen.queryByRole('region', { name: 'هشدارهای قیمت' });
/** The page's own requests all answered: the portfolio's change (the week's history) and the chart. */
const dashboardSettled = async () => {
  await screen.findByRole('group', { name: 'بازه نمودار' });
  await waitFor(() => expect(screen.queryAllByRole('status', { name: /در حال/ })).toEqual([]));
};

describe('the dashboard', () => {
  it('lists the alerts in a card of their own, with a new one at hand', async () => {
    offer(true);
    serveDashboard();
    servePriceAlerts({ alerts: [aPriceAlert()] });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'هشدارهای قیمت' });
    expect(within(card).getByRole('button', { name: 'هشدار تازه' })).toBeInTheDocument();
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect(within(card).getByText('۱ از ۱۰ هشدار در انتظار')).toBeInTheDocument();
    await dashboardSettled();
  });

  it('has no alerts card, and asks for none, where the API offers no alerts', async () => {
    offer(false);
    serveDashboard();
    renderDashboard();
    expect(await screen.findByRole('region', { name: 'دسترسی سریع' })).toBeInTheDocument();
    expect(alertsCard()).not.toBeInTheDocument();
    await dashboardSettled();
    expect(alertsCard()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'هشدار تازه' })).not.toBeInTheDocument();
  });
});

describe('the trading page', () => {
  const renderTrading = (url = '/trading') => renderLive(<TradingPage />, { url, path: '/trading', user: aUser() });

  it('sets an alert from the live prices, on the side the form is on', async () => {
    offer(true);
    serveTrading();
    const { calls } = servePriceAlerts();
    const { user } = renderTrading('/trading?side=sell');
    const prices = await screen.findByRole('region', { name: 'قیمت لحظه‌ای طلای ۱۸ عیار' });
    await user.click(within(prices).getByRole('button', { name: 'هشدار قیمت' }));
    const dialog = await screen.findByRole('dialog', { name: 'هشدار قیمت' });
    expect(within(dialog).getByRole('button', { name: 'قیمت فروش' })).toHaveAttribute('aria-pressed', 'true');
    const target = within(dialog).getByRole('textbox', { name: /^قیمت هدف هر گرم/ });
    await waitFor(() => expect(target).toHaveValue('۷٬۷۰۰٬۰۰۰'));
    await user.clear(target);
    await user.type(target, '۷۶۰۰۰۰۰');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت هشدار' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.create).toEqual([
      { body: { side: 'sell', direction: 'below', targetPrice: 7_600_000 }, key: expect.any(String) },
    ]);
    expect(within(prices).getByRole('button', { name: 'هشدار قیمت' })).toHaveFocus();
  });

  it('has no alert button where the API offers no alerts', async () => {
    offer(false);
    serveTrading();
    renderTrading();
    const prices = await screen.findByRole('region', { name: 'قیمت لحظه‌ای طلای ۱۸ عیار' });
    await screen.findByRole('form', { name: 'درخواست معامله' });
    expect(within(prices).queryByRole('button')).not.toBeInTheDocument();
  });
});
