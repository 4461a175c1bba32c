import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TYPES } from '@gold/contracts/constants';
import type { Notification, NotificationStats } from '@gold/contracts/notifications';
import { HttpResponse } from 'msw';
import { fail, ok } from '../fixtures';
import { del, get, paged, patch, serve, type Calls, type Setup } from './plumbing';

/** An unread system notification from a minute ago; override what a test is about. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    type: 'system',
    title: 'اطلاعیه سیستم',
    message: 'متن اطلاعیه',
    data: null,
    read: false,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    priority: 'medium',
    ...overrides,
  };
}

/** A page of the list as the server answers it. */
export const listAnswer = (
  notifications: Notification[],
  { page = 1, limit = 20, total = notifications.length, totalPages = 1 } = {},
) => ok({ notifications, pagination: { page, limit, total, totalPages } });

/** Stats as the server counts them for `items`. */
export function statsFor(items: Notification[]): NotificationStats {
  const byType: Record<string, number> = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, 0]));
  for (const n of items) byType[n.type] += 1;
  return { total: items.length, unread: items.filter((n) => !n.read).length, byType };
}

/** The customer's notifications, in the order the server lists them (newest first). */
type NotificationStore = { notifications: Notification[] };

/** The notification endpoints as the mock answers them: the list paged, the stats counted, reads and deletions stored. */
function notificationRoutes(store: NotificationStore) {
  const find = (id: string) => store.notifications.find((n) => n.id === id);
  return {
    list: get(
      '/notifications/me',
      ({ url }) => {
        const { items, ...pagination } = paged(store.notifications, url, NOTIFICATION_PAGE_SIZE);
        return ok({ notifications: items, pagination });
      },
      ({ url }) => url,
    ),
    stats: get('/notifications/me/stats', () => ok(statsFor(store.notifications))),
    readAll: patch('/notifications/me/read-all', () => {
      const unread = store.notifications.filter((n) => !n.read);
      for (const n of unread) n.read = true;
      return ok({ updated: unread.length });
    }),
    read: patch(
      '/notifications/me/:id/read',
      ({ params }) => {
        const notification = find(params.id);
        if (!notification) return fail(404, 'NOT_FOUND', 'اعلان یافت نشد');
        notification.read = true;
        return ok(notification);
      },
      ({ params }) => params.id,
    ),
    remove: del(
      '/notifications/me/:id',
      ({ params }) => {
        store.notifications = store.notifications.filter((n) => n.id !== params.id);
        return HttpResponse.json({ success: true, message: 'اعلان حذف شد' });
      },
      ({ params }) => params.id,
    ),
  };
}
export type NotificationCalls = Calls<ReturnType<typeof notificationRoutes>>;

/** A store of copies of `notifications`, so that what the fake changes stays in the test. */
const notificationStore = ({ notifications = [] }: Partial<NotificationStore> = {}): NotificationStore => ({
  notifications: notifications.map((n) => ({ ...n })),
});

export function serveNotifications({ replies, ...seed }: Setup<NotificationStore, ReturnType<typeof notificationRoutes>> = {}) {
  const store = notificationStore(seed);
  return { store, calls: serve(notificationRoutes(store), replies) };
}
