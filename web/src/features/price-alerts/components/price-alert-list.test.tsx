import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aPriceAlert, fire, servePriceAlerts } from '../../../test/fake-api/price-alerts';
import { gate } from '../../../test/fake-api/plumbing';
import { aNotification } from '../../../test/fake-api/notifications';
import { fail } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { listed, renderPriceAlerts } from '../test/render-price-alerts';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

const WAITING = aPriceAlert({ id: 'pa-1', side: 'sell', direction: 'below', targetPrice: 7_500_000 });
const FIRED = aPriceAlert({
  id: 'pa-2',
  status: 'fired',
  firedAt: '2025-01-04T10:15:00.000Z',
  firedPrice: 8_001_000,
});

describe('the price-alert list', () => {
  it('says it is loading, then lists the waiting alerts first, each with its words, when and a delete', async () => {
    const answer = gate();
    servePriceAlerts({ alerts: [FIRED, WAITING], replies: { list: async () => (await answer.promise, undefined) } });
    renderPriceAlerts();
    expect(await screen.findByRole('status', { name: 'در حال دریافت هشدارهای قیمت' })).toBeInTheDocument();
    answer.open();
    await waitFor(() => expect(listed()).toHaveLength(2));
    const [waiting, fired] = listed();
    expect(waiting).toHaveTextContent('فروش: ۷٬۵۰۰٬۰۰۰ تومان یا کمتر');
    expect(waiting).toHaveTextContent('در انتظار');
    expect(waiting).toHaveTextContent('ثبت: ۱۵ دی ۱۴۰۳ ساعت ۱۲:۰۰');
    expect(fired).toHaveTextContent('خرید: ۸٬۰۰۰٬۰۰۰ تومان یا بیشتر');
    expect(fired).toHaveTextContent('اعلام شد');
    expect(fired).toHaveTextContent('۱۵ دی ۱۴۰۳ ساعت ۱۳:۴۵ با قیمت ۸٬۰۰۱٬۰۰۰ تومان اعلام شد');
    expect(within(fired!).getByRole('button', { name: 'حذف هشدار خرید: ۸٬۰۰۰٬۰۰۰ تومان یا بیشتر' })).toBeEnabled();
    expect(screen.getByText('۱ از ۱۰ هشدار در انتظار')).toBeInTheDocument();
  });

  it('invites a first alert when there is none', async () => {
    servePriceAlerts();
    renderPriceAlerts();
    expect(
      await screen.findByText('هنوز هشدار قیمتی نگذاشته‌اید؛ وقتی قیمت به مبلغ دلخواهتان برسد، با اعلان خبرتان می‌کنیم.'),
    ).toBeInTheDocument();
    expect(screen.getByText('۰ از ۱۰ هشدار در انتظار')).toBeInTheDocument();
  });

  it('says a failed load, and asks again on retry', async () => {
    servePriceAlerts({ alerts: [WAITING], replies: { list: (call) => (call === 1 ? fail(500, 'INTERNAL_ERROR') : undefined) } });
    const { user } = renderPriceAlerts();
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در دریافت هشدارهای قیمت');
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(listed()).toHaveLength(1));
  });

  it('deletes an alert, says so, and gives the focus to the new-alert button', async () => {
    const { calls, store } = servePriceAlerts({ alerts: [FIRED, WAITING] });
    const { user } = renderPriceAlerts();
    await waitFor(() => expect(listed()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'حذف هشدار فروش: ۷٬۵۰۰٬۰۰۰ تومان یا کمتر' }));
    expect(await screen.findByText('هشدار قیمت حذف شد')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(calls.remove).toEqual(['pa-1']);
    expect(store.alerts.map((a) => a.id)).toEqual(['pa-2']);
    expect(screen.getByRole('button', { name: 'هشدار تازه' })).toHaveFocus();
  });

  it('says an alert deleted elsewhere is gone, and shows the list as it is', async () => {
    const { store } = servePriceAlerts({ alerts: [WAITING] });
    const { user } = renderPriceAlerts();
    await waitFor(() => expect(listed()).toHaveLength(1));
    store.alerts.length = 0;
    await user.click(screen.getByRole('button', { name: /^حذف هشدار/ }));
    expect(await screen.findByText('این هشدار پیش‌تر حذف شده است')).toBeInTheDocument();
    expect(await screen.findByText(/هنوز هشدار قیمتی نگذاشته‌اید/)).toBeInTheDocument();
  });

  it('shows an alert as fired as soon as its notification arrives', async () => {
    const { store, calls } = servePriceAlerts({ alerts: [WAITING] });
    const { realtime } = renderPriceAlerts();
    await waitFor(() => expect(listed()[0]).toHaveTextContent('در انتظار'));
    // Another notification changes nothing here.
    realtime.emit('notification', aNotification({ id: 'n-other', type: 'ticket', data: { ticketId: 't-1' } }));
    const data = fire(store, 'pa-1', 7_499_000);
    realtime.emit('notification', aNotification({ id: 'n-alert', type: 'system', data }));
    await waitFor(() => expect(listed()[0]).toHaveTextContent('اعلام شد'));
    expect(listed()[0]).toHaveTextContent('با قیمت ۷٬۴۹۹٬۰۰۰ تومان اعلام شد');
    expect(calls.list).toBe(2);
  });

  it('is nowhere, and asks for nothing, where the API offers no alerts', async () => {
    const asked = vi.fn();
    server.use(http.get(`${API}/api/price-alerts`, () => void asked()));
    renderPriceAlerts({ offered: false });
    await screen.findByRole('main');
    expect(screen.queryByRole('button', { name: 'هشدار تازه' })).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
