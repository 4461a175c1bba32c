import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationStats } from '@gold/contracts/notifications';
import { notificationKeys } from '../api/notification-keys';
import type { NotificationPage } from '../api/normalize-notifications';

export type NotificationPages = InfiniteData<NotificationPage, number>;

/** Notifications made in the browser from realtime events; the server does not know them. */
export const LOCAL_ID_PREFIX = 'local-';
export const isLocalNotification = (id: string) => id.startsWith(LOCAL_ID_PREFIX);

const mapItems = (data: NotificationPages, fn: (items: Notification[]) => Notification[]): NotificationPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, notifications: fn(page.notifications) })),
});

export const findNotification = (data: NotificationPages | undefined, id: string): Notification | undefined => {
  for (const page of data?.pages ?? []) {
    const found = page.notifications.find((n) => n.id === id);
    if (found) return found;
  }
  return undefined;
};

// Lists.

export function prependNotification(data: NotificationPages, notification: Notification): NotificationPages {
  if (findNotification(data, notification.id) || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return {
    ...data,
    pages: [
      {
        notifications: [notification, ...first.notifications],
        pagination: { ...first.pagination, total: first.pagination.total + 1 },
      },
      ...rest,
    ],
  };
}

export const markReadInPages = (data: NotificationPages, id: string) =>
  mapItems(data, (items) => items.map((n) => (n.id === id && !n.read ? { ...n, read: true } : n)));

export const markAllReadInPages = (data: NotificationPages) => mapItems(data, (items) => items.map((n) => (n.read ? n : { ...n, read: true })));

export const removeFromPages = (data: NotificationPages, id: string) => mapItems(data, (items) => items.filter((n) => n.id !== id));

// Stats.

const bump = (byType: Record<string, number>, type: string, by: number) => ({ ...byType, [type]: Math.max(0, (byType[type] ?? 0) + by) });

export const statsAfterCreate = (stats: NotificationStats, n: Notification): NotificationStats => ({
  total: stats.total + 1,
  unread: stats.unread + (n.read ? 0 : 1),
  byType: bump(stats.byType, n.type, 1),
});

export const statsAfterRead = (stats: NotificationStats, n: Notification): NotificationStats =>
  n.read ? stats : { ...stats, unread: Math.max(0, stats.unread - 1) };

export const statsAfterReadAll = (stats: NotificationStats): NotificationStats => ({ ...stats, unread: 0 });

export const statsAfterDelete = (stats: NotificationStats, n: Notification): NotificationStats => ({
  total: Math.max(0, stats.total - 1),
  unread: n.read ? stats.unread : Math.max(0, stats.unread - 1),
  byType: bump(stats.byType, n.type, -1),
});

// The query cache. Only caches that exist are touched: one that is fetched later comes from the server.

function updateList(queryClient: QueryClient, fn: (data: NotificationPages) => NotificationPages) {
  queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) => (data ? fn(data) : data));
}

function updateStats(queryClient: QueryClient, fn: (stats: NotificationStats) => NotificationStats) {
  queryClient.setQueryData<NotificationStats>(notificationKeys.stats, (stats) => (stats ? fn(stats) : stats));
}

/** A new notification: on top of the list, counted in the stats. False when the list already has it. */
export function addNotificationToCache(queryClient: QueryClient, notification: Notification): boolean {
  const known = findNotification(queryClient.getQueryData<NotificationPages>(notificationKeys.list), notification.id);
  if (known) return false;
  const fetching = queryClient.isFetching({ queryKey: notificationKeys.all }) > 0;
  updateList(queryClient, (data) => prependNotification(data, notification));
  updateStats(queryClient, (stats) => statsAfterCreate(stats, notification));
  // A fetch that started before the notification existed would answer without it: ask again.
  if (fetching && !isLocalNotification(notification.id)) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  return true;
}

/** The cache's own copy when it has one: it knows whether the notification is still unread. */
const current = (queryClient: QueryClient, notification: Notification) =>
  findNotification(queryClient.getQueryData<NotificationPages>(notificationKeys.list), notification.id) ?? notification;

export function markReadInCache(queryClient: QueryClient, notification: Notification) {
  const known = current(queryClient, notification);
  updateList(queryClient, (data) => markReadInPages(data, notification.id));
  updateStats(queryClient, (stats) => statsAfterRead(stats, known));
}

export function markAllReadInCache(queryClient: QueryClient) {
  updateList(queryClient, markAllReadInPages);
  updateStats(queryClient, statsAfterReadAll);
}

export function removeFromCache(queryClient: QueryClient, notification: Notification) {
  const known = findNotification(queryClient.getQueryData<NotificationPages>(notificationKeys.list), notification.id);
  updateList(queryClient, (data) => removeFromPages(data, notification.id));
  // Counted only once: a second click on a notification already gone changes nothing.
  if (known) updateStats(queryClient, (stats) => statsAfterDelete(stats, known));
}
