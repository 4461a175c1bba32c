import { useNavigate } from 'react-router';
import type { Notification } from '@gold/contracts/notifications';
import { useMarkNotificationRead } from '../../../entities/notifications/api/mark-notification-read';
import { routeForNotification } from '@gold/contracts/rules/notification-routes';

/** Opening a notification: an unread one is marked read, then its page opens when its type has one. */
export function useOpenNotification({ fallbackRoute = null as string | null } = {}) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification);
    const to = routeForNotification(notification.type, notification.data) ?? fallbackRoute;
    if (to) void navigate(to);
  };
}
