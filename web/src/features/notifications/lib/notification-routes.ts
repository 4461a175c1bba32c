import { z } from 'zod';
import { idSchema } from '@gold/contracts/common';
import { TRADE_SIDES } from '@gold/contracts/constants';
import type { Notification, NotificationType } from '@gold/contracts/notifications';
import { paths } from '../../../shared/config/paths';

/** Where a notification of each type leads (spec 1 section 2); system and other lead nowhere, but for a price alert. */
const ROUTES: Partial<Record<NotificationType, string>> = {
  transaction: paths.app.wallets.href(),
  kyc: paths.app.settings.href('kyc'),
  ticket: paths.app.tickets.href(),
  trade_execution: paths.app.trading.href(),
};

/** The contract's ticket id; the provider may send it as a number. */
const ticketIdOf = z.object({
  ticketId: z.union([idSchema, z.number().int().transform(String)]),
});

/** A fired price alert's `system` notification: its alert and the side it watched (contracts/src/price-alerts.ts). */
const priceAlertOf = z.object({ priceAlertId: idSchema, side: z.enum(TRADE_SIDES) });

/**
 * A ticket notification that names its ticket opens that ticket's conversation; a fired price alert opens the
 * trading page on its side; any other leads to its type's page. `data` is optional so that a caller with the type
 * alone still gets the page.
 */
export function routeForNotification(type: NotificationType, data?: Notification['data']): string | null {
  if (type === 'ticket') {
    const ticket = ticketIdOf.safeParse(data);
    if (ticket.success) return paths.app.tickets.href(ticket.data.ticketId);
  }
  if (type === 'system') {
    const alert = priceAlertOf.safeParse(data);
    if (alert.success) return paths.app.trading.href(alert.data.side);
  }
  return ROUTES[type] ?? null;
}
