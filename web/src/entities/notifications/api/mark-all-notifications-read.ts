import { api } from '../../../shared/api/client';
import { markAllReadInCache } from '../lib/notification-cache';
import { useOptimisticNotificationMutation } from './optimistic';

/** PATCH /notifications/me/read-all */
export async function markAllNotificationsRead(): Promise<void> {
  await api.patch('/notifications/me/read-all');
}

export const useMarkAllNotificationsRead = () =>
  useOptimisticNotificationMutation<void>({
    label: 'marking all notifications read',
    apply: (queryClient) => markAllReadInCache(queryClient),
    send: markAllNotificationsRead,
  });
