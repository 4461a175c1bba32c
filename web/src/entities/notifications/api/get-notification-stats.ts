import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationStats } from '@gold/contracts/notifications';
import { api } from '../../../shared/api/client';
import { notificationKeys } from './notification-keys';
import { normalizeNotificationStats } from './normalize-notifications';

/** GET /notifications/me/stats: total, unread and a count per type. */
export async function fetchNotificationStats(): Promise<NotificationStats> {
  try {
    const { data } = await api.get('/notifications/me/stats');
    return normalizeNotificationStats(data);
  } catch (error) {
    console.warn('notification stats could not be fetched', error);
    throw error;
  }
}

export const notificationStatsQueryOptions = () => queryOptions({ queryKey: notificationKeys.stats, queryFn: fetchNotificationStats });

export const useNotificationStats = () => useQuery(notificationStatsQueryOptions());
