import type { Notification, NotificationStats } from '@gold/contracts/notifications';
import { toAsciiDigits } from '@gold/contracts/rules/digits';

export const NOTIFICATION_TABS = [
  { value: 'all', label: 'همه' },
  { value: 'unread', label: 'خوانده‌نشده' },
  { value: 'transaction', label: 'تراکنش' },
  { value: 'ticket', label: 'تیکت' },
] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number]['value'];

/** Arabic and Persian letters, digits and half-spaces read the same, so 'كيف' finds 'کیف'. */
export function searchable(value: string): string {
  return toAsciiDigits(value)
    .replace(/ي|ى/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u064B-\u0652]/g, '')
    .replace(/[\u200c\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

export function filterNotifications(items: readonly Notification[], tab: NotificationTab, query: string): Notification[] {
  const needle = searchable(query);
  return items.filter((n) => {
    if (tab === 'unread' && n.read) return false;
    if ((tab === 'transaction' || tab === 'ticket') && n.type !== tab) return false;
    return !needle || searchable(`${n.title} ${n.message}`).includes(needle);
  });
}

export type NotificationCounts = Record<NotificationTab, number>;

/** Counts for the cards and tabs: the server's stats, or the loaded list when the stats are not there. */
export function countNotifications(stats: NotificationStats | undefined, items: readonly Notification[]): NotificationCounts {
  if (stats) {
    return { all: stats.total, unread: stats.unread, transaction: stats.byType.transaction ?? 0, ticket: stats.byType.ticket ?? 0 };
  }
  return {
    all: items.length,
    unread: items.filter((n) => !n.read).length,
    transaction: items.filter((n) => n.type === 'transaction').length,
    ticket: items.filter((n) => n.type === 'ticket').length,
  };
}
