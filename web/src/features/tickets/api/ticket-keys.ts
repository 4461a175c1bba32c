import type { QueryClient } from '@tanstack/react-query';
import type { TicketStatus } from '@gold/contracts/tickets';

/** Everything under `all`, so a realtime event or a reconnect can refresh the whole screen at once. */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => ['tickets', 'list'] as const,
  list: (filter: { status: TicketStatus | null; page: number }) => ['tickets', 'list', filter] as const,
  stats: () => ['tickets', 'stats'] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
};

/** After a ticket changed: the lists, the counts and, when named, that ticket's conversation are asked again. */
export const refreshTickets = (queryClient: QueryClient, ticketId?: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: ticketKeys.stats() }),
    ...(ticketId ? [queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) })] : []),
  ]);
