import type { Notification } from '@gold/contracts/notifications';
import { api } from '../../../shared/api/client';
import { isLocalNotification, removeFromCache } from '../lib/notification-cache';
import { useOptimisticNotificationMutation } from './optimistic';

/** DELETE /notifications/me/{id} */
export async function deleteNotification(id: string): Promise<void> {
  await api.delete(`/notifications/me/${encodeURIComponent(id)}`);
}

export const useDeleteNotification = () =>
  useOptimisticNotificationMutation<Notification>({
    label: 'deleting a notification',
    apply: removeFromCache,
    send: (n) => (isLocalNotification(n.id) ? Promise.resolve() : deleteNotification(n.id)),
  });
