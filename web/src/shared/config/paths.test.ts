import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGES, ticketPage } from '@gold/contracts/rules/notification-routes';
import { paths, TICKET_PARAM } from './paths';

describe('paths', () => {
  it('builds the tickets page, and one ticket opened on it', () => {
    expect(paths.app.tickets.href()).toBe('/tickets');
    expect(paths.app.tickets.href('t-42')).toBe('/tickets?ticket=t-42');
    expect(new URL(paths.app.tickets.href('a b&c'), 'http://x').searchParams.get(TICKET_PARAM)).toBe('a b&c');
  });

  it('builds the wallets tabs and the settings sections', () => {
    expect(paths.app.wallets.href()).toBe('/wallets');
    expect(paths.app.wallets.href('wallets')).toBe('/wallets');
    expect(paths.app.wallets.href('transactions')).toBe('/wallets?tab=transactions');
    expect(paths.app.settings.href('kyc')).toBe('/settings?section=kyc');
  });

  it('builds the trading sides and the wallets dialogs', () => {
    expect(paths.app.trading.href()).toBe('/trading');
    expect(paths.app.trading.href('buy')).toBe('/trading');
    expect(paths.app.trading.href('sell')).toBe('/trading?side=sell');
    expect(paths.app.wallets.action('deposit')).toBe('/wallets?action=deposit');
    expect(paths.app.wallets.action('withdraw')).toBe('/wallets?action=withdraw');
  });

  it('are the pages the shared notification rule opens (contracts), as the mock’s Web Push names them', () => {
    expect(NOTIFICATION_PAGES).toEqual({
      wallets: paths.app.wallets.href(),
      kyc: paths.app.settings.href('kyc'),
      tickets: paths.app.tickets.href(),
      trading: paths.app.trading.href(),
      tradingSell: paths.app.trading.href('sell'),
      notifications: paths.app.notifications.href(),
    });
    for (const id of ['t-42', 'a b&c', '۴۲']) expect(ticketPage(id)).toBe(paths.app.tickets.href(id));
  });
});
