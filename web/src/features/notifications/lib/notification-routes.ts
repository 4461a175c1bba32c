import { z } from 'zod';
import { idSchema } from '@gold/contracts/common';
import type { Notification, NotificationType } from '@gold/contracts/notifications';
import { paths } from '../../../shared/config/paths';

/** Where a notification of each type leads (spec 1 section 2); system and other lead nowhere. */
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

/**
 * A ticket notification that names its ticket opens that ticket's conversation; any other leads to its type's page.
 * `data` is optional so that a caller with the type alone still gets the page.
 */
export function routeForNotification(type: NotificationType, data?: Notification['data']): string | null {
  if (type === 'ticket') {
    const ticket = ticketIdOf.safeParse(data);
    if (ticket.success) return paths.app.tickets.href(ticket.data.ticketId);
  }
  return ROUTES[type] ?? null;
}
