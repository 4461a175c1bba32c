import type { Notification, NotificationType } from '../notifications';

/**
 * The panel's pages a notification opens, written as web/src/shared/config/paths.ts writes them (the panel's
 * paths.test.ts holds the two equal): here so that the mock's Web Push names the page the panel would.
 */
export const NOTIFICATION_PAGES = {
  wallets: '/wallets',
  kyc: '/settings?section=kyc',
  tickets: '/tickets',
  trading: '/trading',
  tradingSell: '/trading?side=sell',
  notifications: '/notifications',
} as const;

/** One ticket's conversation on /tickets. */
export const ticketPage = (ticketId: string) => `${NOTIFICATION_PAGES.tickets}?ticket=${encodeURIComponent(ticketId)}`;

/** Where a notification of each type leads (spec 1 section 2); system and other lead nowhere, but for a price alert. */
const ROUTES: Partial<Record<NotificationType, string>> = {
  transaction: NOTIFICATION_PAGES.wallets,
  kyc: NOTIFICATION_PAGES.kyc,
  ticket: NOTIFICATION_PAGES.tickets,
  trade_execution: NOTIFICATION_PAGES.trading,
};

/** The contract's ticket id, a non-empty text; the provider may send it as a whole number. */
function ticketIdOf(data: Notification['data']): string | null {
  const id: unknown = data?.ticketId;
  if (typeof id === 'string' && id !== '') return id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
  return null;
}

/** A fired price alert's `system` notification names its alert and the side it watched (contracts/src/price-alerts.ts). */
function priceAlertSideOf(data: Notification['data']): 'buy' | 'sell' | null {
  const { priceAlertId, side } = data ?? {};
  if (typeof priceAlertId !== 'string' || priceAlertId === '') return null;
  return side === 'buy' || side === 'sell' ? side : null;
}

/**
 * A ticket notification that names its ticket opens that ticket's conversation; a fired price alert opens the trading
 * page on its side; any other leads to its type's page. `data` is optional so that a caller with the type alone still
 * gets the page.
 */
export function routeForNotification(type: NotificationType, data?: Notification['data']): string | null {
  if (type === 'ticket') {
    const ticketId = ticketIdOf(data);
    if (ticketId !== null) return ticketPage(ticketId);
  }
  if (type === 'system') {
    const side = priceAlertSideOf(data);
    if (side !== null) return side === 'sell' ? NOTIFICATION_PAGES.tradingSell : NOTIFICATION_PAGES.trading;
  }
  return ROUTES[type] ?? null;
}

/** What a click on a pushed notification opens: its page, or the notifications page for a type that leads nowhere. */
export const pushUrlForNotification = (type: NotificationType, data?: Notification['data']): string =>
  routeForNotification(type, data) ?? NOTIFICATION_PAGES.notifications;
