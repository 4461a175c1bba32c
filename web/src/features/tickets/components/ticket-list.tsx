import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import SupportAgent from '@mui/icons-material/SupportAgentOutlined';
import { TICKET_PAGE_SIZE } from '@gold/contracts/constants';
import type { TicketStatus } from '@gold/contracts/tickets';
import { Pagination } from '../../../shared/ui/pagination';
import type { TicketPage } from '../api/normalize-ticket';
import { failureText } from '../api/ticket-errors';
import { TICKETS_TEXT } from '../messages';
import { TicketCard } from './ticket-card';
import { LoadError } from '../../../shared/ui/load-error';

type Props = {
  query: UseQueryResult<TicketPage>;
  status: TicketStatus | null;
  page: number;
  onPage(page: number): void;
  onOpen(ticketId: string): void;
  onCreate(): void;
  onShowAll(): void;
};

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } };

/**
 * The tickets, ten a page (spec 2 sections 2 and 9): skeletons while the first page loads, the failure with a retry,
 * an empty state that invites a first ticket, and the cards. The page before stays on screen, marked busy, while the
 * next one loads.
 */
export function TicketList({ query, status, page, onPage, onOpen, onCreate, onShowAll }: Props) {
  const { data } = query;
  const lastPage = data ? Math.max(1, data.totalPages) : null;

  // A list that shrank (a filter, a ticket closed elsewhere) leaves the customer on its last page, not past it.
  useEffect(() => {
    if (lastPage !== null && !query.isPlaceholderData && page > lastPage) onPage(lastPage);
  }, [lastPage, page, onPage, query.isPlaceholderData]);

  // Past the last page the effect above moves back; until then this is a load, not an empty list.
  const pastTheEnd = data !== undefined && data.tickets.length === 0 && lastPage !== null && page > lastPage;
  if (query.isPending || pastTheEnd)
    return (
      <Box role="status" aria-label={TICKETS_TEXT.loading} sx={GRID}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </Box>
    );

  if (query.isError && !data)
    return (
      <LoadError
        message={failureText(query.error, TICKETS_TEXT.loadFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );

  if (!data || data.tickets.length === 0)
    return (
      <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}>
        <SupportAgent aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
        {status ? (
          <>
            <Typography component="h2" variant="h3">
              {TICKETS_TEXT.emptyFiltered(TICKETS_TEXT.status[status])}
            </Typography>
            <Button variant="outlined" onClick={onShowAll} sx={{ mt: 1 }}>
              {TICKETS_TEXT.showAll}
            </Button>
          </>
        ) : (
          <>
            <Typography component="h2" variant="h3">
              {TICKETS_TEXT.empty}
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
              {TICKETS_TEXT.emptyHint}
            </Typography>
            <Button variant="contained" startIcon={<Add />} onClick={onCreate} sx={{ mt: 1 }}>
              {TICKETS_TEXT.newTicket}
            </Button>
          </>
        )}
      </Paper>
    );

  const busy = query.isPlaceholderData;
  return (
    <>
      <Box sx={{ height: 4, mb: 1 }}>{busy && <LinearProgress aria-label={TICKETS_TEXT.loading} />}</Box>
      <Box
        component="ul"
        aria-label={TICKETS_TEXT.listLabel}
        aria-busy={busy || undefined}
        sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}
      >
        {data.tickets.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard ticket={ticket} onOpen={() => onOpen(ticket.id)} />
          </li>
        ))}
      </Box>
      <Pagination
        page={page}
        totalPages={data.totalPages}
        total={data.total}
        pageSize={TICKET_PAGE_SIZE}
        onChange={onPage}
        label={TICKETS_TEXT.pagination}
      />
    </>
  );
}
