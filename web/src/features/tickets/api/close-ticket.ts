import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { readTicket, type TicketView } from './normalize-ticket';
import { assertSucceeded, once } from './ticket-errors';
import { refreshTickets, ticketKeys } from './ticket-keys';
import { TICKETS_TEXT } from '../messages';

export type TicketClosing = { ticketId: string; key: string };

/** PATCH /api/tickets/{id} `{ status: 'closed' }`: the one change a customer may make. */
export async function closeTicket({ ticketId, key }: TicketClosing): Promise<TicketView | null> {
  const { data } = await api.patch(`/api/tickets/${encodeURIComponent(ticketId)}`, { status: 'closed' }, once(key));
  assertSucceeded(data);
  return readTicket((data as { data?: unknown } | null)?.data) ?? readTicket(data);
}

/** The confirmation shows a failure itself; a success is a toast, and the ticket, the list and the counts refresh. */
export function useCloseTicket(config?: MutationConfig<TicketView | null, TicketClosing>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['tickets', 'close'],
      mutationFn: closeTicket,
      meta: { success: TICKETS_TEXT.closed },
      onSuccess: (ticket, { ticketId }) =>
        queryClient.setQueryData<TicketView>(ticketKeys.detail(ticketId), (current) =>
          current ? { ...current, status: 'closed', updatedAt: ticket?.updatedAt ?? current.updatedAt } : current,
        ),
      onSettled: (_data, _error, { ticketId }) => refreshTickets(queryClient, ticketId),
    },
    config,
  );
}
