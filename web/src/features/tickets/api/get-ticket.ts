import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { normalizeTicket, type TicketView } from './normalize-ticket';
import { assertSucceeded } from './ticket-errors';
import { ticketKeys } from './ticket-keys';

/** GET /api/tickets/{id}: the ticket with its messages, oldest first. */
export async function fetchTicket(id: string): Promise<TicketView> {
  const { data } = await api.get(`/api/tickets/${encodeURIComponent(id)}`);
  assertSucceeded(data);
  return normalizeTicket(data);
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: ticketKeys.detail(id), queryFn: () => fetchTicket(id), staleTime: 0 });

/** One ticket's conversation while its dialog shows it; nothing is asked without an id. */
export const useTicket = (id: string | null) => useQuery({ ...ticketQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
