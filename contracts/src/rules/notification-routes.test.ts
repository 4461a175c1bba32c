import { describe, expect, it } from 'vitest';
import { pushUrlForNotification, routeForNotification } from './notification-routes';

describe('routeForNotification', () => {
  it.each([
    ['transaction', '/wallets'],
    ['kyc', '/settings?section=kyc'],
    ['ticket', '/tickets'],
    ['trade_execution', '/trading'],
    ['system', null],
    ['other', null],
  ] as const)('a %s notification leads to %s', (type, route) => {
    expect(routeForNotification(type)).toBe(route);
  });

  it('a ticket notification naming its ticket opens that ticket', () => {
    const data = { ticketId: 't-42', ticketNumber: 'TK-1405-00042', status: 'in_progress', messageId: 'm-9' };
    expect(routeForNotification('ticket', data)).toBe('/tickets?ticket=t-42');
  });

  it('a numeric ticket id (the provider’s) is read as text', () => {
    expect(routeForNotification('ticket', { ticketId: 42 })).toBe('/tickets?ticket=42');
  });

  it('a ticket notification without a usable ticket id leads to the tickets page', () => {
    expect(routeForNotification('ticket', null)).toBe('/tickets');
    expect(routeForNotification('ticket', {})).toBe('/tickets');
    expect(routeForNotification('ticket', { ticketId: '' })).toBe('/tickets');
    expect(routeForNotification('ticket', { ticketId: true })).toBe('/tickets');
  });

  it('a fired price alert opens the trading page on its side', () => {
    const alert = { priceAlertId: 'a-1', side: 'sell', direction: 'below', targetPrice: 7_500_000, price: 7_490_000 };
    expect(routeForNotification('system', alert)).toBe('/trading?side=sell');
    expect(routeForNotification('system', { ...alert, side: 'buy' })).toBe('/trading');
    expect(routeForNotification('system', { ...alert, side: 'hold' })).toBeNull();
    expect(routeForNotification('system', { side: 'sell' })).toBeNull();
    expect(routeForNotification('other', alert)).toBeNull();
  });

  it('the data of another type changes nothing', () => {
    expect(routeForNotification('kyc', { ticketId: 't-42' })).toBe('/settings?section=kyc');
  });
});

describe('pushUrlForNotification', () => {
  it('opens the page a click in the panel opens', () => {
    expect(pushUrlForNotification('transaction')).toBe('/wallets');
    expect(pushUrlForNotification('ticket', { ticketId: 't-42' })).toBe('/tickets?ticket=t-42');
  });

  it.each(['system', 'other'] as const)('opens the notifications page for a %s notification, which leads nowhere', (type) => {
    expect(pushUrlForNotification(type, { ticketId: 't-42' })).toBe('/notifications');
  });
});
