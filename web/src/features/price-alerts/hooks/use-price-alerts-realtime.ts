import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { refreshPriceAlerts } from '../api/price-alert-keys';

const firesAnAlert = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { priceAlertId?: unknown }).priceAlertId === 'string';

/**
 * While the alerts are on screen: a notification from an alert that fired asks the list again, so it shows as fired
 * at once; so does every connect, for what fired while there was no connection.
 */
export function usePriceAlertsRealtime() {
  const queryClient = useQueryClient();
  useRealtimeConnect(() => void refreshPriceAlerts(queryClient));
  useRealtimeEvent('notification', (notification) => {
    if (firesAnAlert(notification.data)) void refreshPriceAlerts(queryClient);
  });
}
