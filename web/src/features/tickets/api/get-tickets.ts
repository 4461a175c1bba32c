import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TICKET_PAGE_SIZE } from '@gold/contracts/constants';
import type { TicketStatus } from '@gold/contracts/tickets';
import { api } from '../../../shared/api/client';
import { normalizeTicketPage, type TicketPage } from './normalize-ticket';
import { assertSucceeded } from './ticket-errors';
import { ticketKeys } from './ticket-keys';

export type TicketFilter = { status: TicketStatus | null; page: number };

/** GET /api/tickets?status&page&limit: the most recently active first. */
export async function fetchTickets({ status, page }: TicketFilter): Promise<TicketPage> {
  const params = { page, limit: TICKET_PAGE_SIZE, ...(status ? { status } : {}) };
  const { data } = await api.get('/api/tickets', { params });
  assertSucceeded(data);
  return normalizeTicketPage(data, page);
}

/**
 * A page of tickets, asked again whenever the screen mounts (an agent may have answered meanwhile). The page before
 * stays on screen while the next one loads, so paging and filtering do not flash a skeleton.
 */
export const ticketsQueryOptions = (filter: TicketFilter) =>
  queryOptions({
    queryKey: ticketKeys.list(filter),
    queryFn: () => fetchTickets(filter),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useTickets = (filter: TicketFilter) => useQuery(ticketsQueryOptions(filter));
