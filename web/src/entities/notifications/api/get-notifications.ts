import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '@gold/contracts/constants';
import type { Notification } from '@gold/contracts/notifications';
import { api } from '../../../shared/api/client';
import { notificationKeys } from './notification-keys';
import { normalizeNotificationPage, type NotificationPage } from './normalize-notifications';

/** GET /notifications/me?page&limit (defaults 1 and 20), newest first. */
export async function fetchNotifications({ page = 1, limit = NOTIFICATION_PAGE_SIZE } = {}): Promise<NotificationPage> {
  try {
    const { data } = await api.get('/notifications/me', { params: { page, limit } });
    return normalizeNotificationPage(data, { page, limit });
  } catch (error) {
    // Fetch failures are logged only (spec 1 section 8); the list shows its own error state.
    console.warn('notifications could not be fetched', error);
    throw error;
  }
}

/** Pages of 20, shared by the page and the header bell; realtime events and actions write into it. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => fetchNotifications({ page: pageParam, limit: NOTIFICATION_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.totalPages ? pagination.page + 1 : undefined),
  });

/** Every loaded notification once, newest first (a page boundary moves when new ones arrive). */
export function flattenPages(pages: readonly NotificationPage[] | undefined): Notification[] {
  const seen = new Set<string>();
  const out: Notification[] = [];
  for (const page of pages ?? []) {
    for (const notification of page.notifications) {
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      out.push(notification);
    }
  }
  return out;
}

export const useNotifications = () =>
  useInfiniteQuery({ ...notificationsQueryOptions(), select: (data) => ({ ...data, items: flattenPages(data.pages) }) });
