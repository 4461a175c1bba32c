import { useQueryClient } from '@tanstack/react-query';
import { ticketNotificationDataSchema } from '@gold/contracts/tickets';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { refreshTickets, ticketKeys } from '../api/ticket-keys';

/**
 * An agent's reply or a status change made in the console arrives as a `ticket` notification naming the ticket: the
 * list, the counts and that ticket's conversation are asked again, so a reply appears in an open dialog. A
 * notification without a readable ticket, and every (re)connect, refresh everything the screen shows.
 */
export function useTicketsRealtime() {
  const queryClient = useQueryClient();
  const refreshAll = () => void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
  useRealtimeEvent('notification', (notification) => {
    if (notification?.type !== 'ticket') return;
    const data = ticketNotificationDataSchema.safeParse(notification.data);
    if (!data.success) return refreshAll();
    void refreshTickets(queryClient, data.data.ticketId);
  });
  useRealtimeConnect(refreshAll);
}
