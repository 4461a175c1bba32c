import type { NotificationType } from '@gold/contracts/notifications';
import { paths } from '../../../shared/config/paths';

/** Where a notification of each type leads (spec 1 section 2); system and other lead nowhere. */
const ROUTES: Partial<Record<NotificationType, string>> = {
  transaction: paths.app.wallets.href(),
  kyc: paths.app.settings.href('kyc'),
  ticket: paths.app.tickets.href(),
  trade_execution: paths.app.trading.href(),
};

export const routeForNotification = (type: NotificationType): string | null => ROUTES[type] ?? null;
