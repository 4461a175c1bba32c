import type { NotificationType } from '@gold/contracts/notifications';

/** Where a notification of each type leads (spec 1 section 2); system and other lead nowhere. */
const ROUTES: Partial<Record<NotificationType, string>> = {
  transaction: '/wallets',
  kyc: '/settings?section=kyc',
  ticket: '/tickets',
  trade_execution: '/trading',
};

export const routeForNotification = (type: NotificationType): string | null => ROUTES[type] ?? null;
