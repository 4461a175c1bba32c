import type { Notification } from '@gold/contracts/notifications';
import { api } from '../../../shared/api/client';
import { isLocalNotification, markReadInCache } from '../lib/notification-cache';
import { useOptimisticNotificationMutation } from './optimistic';

/** PATCH /notifications/me/{id}/read */
export async function markNotificationRead(id: string): Promise<void> {
  await api.patch(`/notifications/me/${encodeURIComponent(id)}/read`);
}

export const useMarkNotificationRead = () =>
  useOptimisticNotificationMutation<Notification>({
    label: 'marking a notification read',
    apply: markReadInCache,
    // A notification made in the browser lives in the cache only.
    send: (n) => (isLocalNotification(n.id) ? Promise.resolve() : markNotificationRead(n.id)),
  });
