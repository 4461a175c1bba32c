import type { TicketStatus } from '@gold/contracts/tickets';

/** Everything under `all`, so a realtime event or a reconnect can refresh the whole screen at once. */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => ['tickets', 'list'] as const,
  list: (filter: { status: TicketStatus | null; page: number }) => ['tickets', 'list', filter] as const,
  stats: () => ['tickets', 'stats'] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
};
