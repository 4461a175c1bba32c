import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@gold/contracts/notifications';
import { getPushProvider } from '../../../shared/push/select-push-provider';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { normalizeNotification } from '../api/normalize-notifications';
import { notificationKeys } from '../api/notification-keys';
import { notificationFromRealtime } from '../lib/creation-rules';
import { addNotificationToCache } from '../lib/notification-cache';
import { shownInPlace } from '../lib/shown-in-place';

/**
 * Mounted once in the signed-in shell. A `notification` from the server, or a notification the rules make
 * from a wallet transaction, goes on top of the cached list and into the stats; the push provider shows it
 * (a toast through the global push listener, or a system notification while the tab is hidden), unless the screen in
 * view shows it in place (lib/shown-in-place.ts).
 */
export function useNotificationsRealtime() {
  const queryClient = useQueryClient();

  const deliver = (notification: Notification) => {
    // The same notification twice (a reconnect) is shown once.
    if (!addNotificationToCache(queryClient, notification) || shownInPlace(notification)) return;
    getPushProvider().relay({ id: notification.id, title: notification.title, body: notification.message });
  };

  // Whatever arrived while there was no connection (before the first one, or during a drop) is fetched on
  // every connect.
  useRealtimeConnect(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));

  useRealtimeEvent('notification', (payload) => {
    const notification = normalizeNotification(payload);
    if (notification) deliver(notification);
    else console.warn('realtime notification without an id ignored', payload);
  });

  useRealtimeEvent('wallet-update', (event) => {
    const notification = notificationFromRealtime({ kind: 'wallet-update', event });
    if (notification) deliver(notification);
  });
}
