import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketStats } from '@gold/contracts/tickets';
import { api } from '../../../shared/api/client';
import { normalizeTicketStats } from './normalize-ticket';
import { assertSucceeded } from './ticket-errors';
import { ticketKeys } from './ticket-keys';

/** GET /api/tickets/stats: how many tickets in each status. */
export async function fetchTicketStats(): Promise<TicketStats> {
  const { data } = await api.get('/api/tickets/stats');
  assertSucceeded(data);
  return normalizeTicketStats(data);
}

export const ticketStatsQueryOptions = () =>
  queryOptions({ queryKey: ticketKeys.stats(), queryFn: fetchTicketStats, staleTime: 0 });

export const useTicketStats = () => useQuery(ticketStatsQueryOptions());
