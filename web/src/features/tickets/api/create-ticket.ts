import { useQueryClient } from '@tanstack/react-query';
import type { TicketDraft } from '@gold/contracts/rules/tickets';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { readTicket, type TicketView } from './normalize-ticket';
import { assertSucceeded, once } from './ticket-errors';
import { refreshTickets } from './ticket-keys';
import { TICKETS_TEXT } from '../messages';

export type NewTicket = { draft: TicketDraft; key: string };

/**
 * POST /api/tickets `{ title, description, category, priority }`: 201 with the ticket. The ticket is made once the
 * server says so; an answer the panel cannot read does not undo it, so that is null rather than an error.
 */
export async function createTicket({ draft, key }: NewTicket): Promise<TicketView | null> {
  const { data } = await api.post('/api/tickets', draft, once(key));
  assertSucceeded(data);
  const body = data as { data?: unknown } | null;
  return readTicket(body?.data) ?? readTicket(data);
}

/** The dialog shows a failure itself; a success is a toast, and the list and the counts are asked again. */
export function useCreateTicket(config?: MutationConfig<TicketView | null, NewTicket>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['tickets', 'create'],
      mutationFn: createTicket,
      meta: { success: TICKETS_TEXT.created },
      onSuccess: () => refreshTickets(queryClient),
    },
    config,
  );
}
