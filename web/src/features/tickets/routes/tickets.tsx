import { useState } from 'react';
import { keyframes } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import { TICKET_STATUSES } from '@gold/contracts/constants';
import type { TicketStatus } from '@gold/contracts/tickets';
import { PageTitle } from '../../../shared/ui/page-title';
import { useTicketStats } from '../api/get-ticket-stats';
import { useTickets } from '../api/get-tickets';
import { CreateTicketDialog } from '../components/create-ticket-dialog';
import { TicketDetailDialog } from '../components/ticket-detail-dialog';
import { TicketList } from '../components/ticket-list';
import { TicketStatsTiles } from '../components/ticket-stats';
import { useTicketsRealtime } from '../hooks/use-tickets-realtime';
import { useTicketsSearch } from '../hooks/use-tickets-search';
import { TICKETS_TEXT } from '../messages';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/** 'همه' and one chip for each status; the chosen one is pressed. */
function StatusFilter({ value, onChange }: { value: TicketStatus | null; onChange(next: TicketStatus | null): void }) {
  const options: Array<{ value: TicketStatus | null; label: string }> = [
    { value: null, label: TICKETS_TEXT.all },
    ...TICKET_STATUSES.map((status) => ({ value: status, label: TICKETS_TEXT.status[status] })),
  ];
  return (
    <Box role="group" aria-label={TICKETS_TEXT.filterLabel} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <Chip
            key={option.value ?? 'all'}
            label={option.label}
            clickable
            component="button"
            aria-pressed={chosen}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            onClick={() => onChange(option.value)}
          />
        );
      })}
    </Box>
  );
}

/**
 * /tickets (spec 2 section 2): the counts by status, the customer's tickets (filtered by `?status=`, paged), and the
 * create and detail dialogs; `?ticket=<id>` opens a ticket's conversation. An agent's reply arriving over the
 * realtime connection refreshes what is shown.
 */
export default function TicketsRoute() {
  useTicketsRealtime();
  const search = useTicketsSearch();
  const list = useTickets({ status: search.status, page: search.page });
  const stats = useTicketStats();
  const [createSession, setCreateSession] = useState<string | null>(null);
  const [createOpen, setCreateOpen] = useState(false);

  const fetching = list.isFetching || stats.isFetching;
  const refresh = () => void Promise.all([list.refetch(), stats.refetch()]);
  const startCreating = () => {
    setCreateSession(crypto.randomUUID());
    setCreateOpen(true);
  };
  // The new ticket is the most recently active: it shows first on the first page, unless a filter hides it.
  const created = () => {
    setCreateOpen(false);
    if (search.status && search.status !== 'open') search.setStatus(null);
    else search.setPage(1);
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <PageTitle>{TICKETS_TEXT.pageTitle}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color="inherit"
            onClick={refresh}
            disabled={fetching}
            aria-busy={fetching || undefined}
            startIcon={
              <Refresh
                sx={{
                  animation: fetching ? `${spin} 1s linear infinite` : 'none',
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              />
            }
          >
            {TICKETS_TEXT.refresh}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={startCreating}>
            {TICKETS_TEXT.newTicket}
          </Button>
        </Box>
      </Box>

      <TicketStatsTiles stats={stats} />
      <StatusFilter value={search.status} onChange={search.setStatus} />
      <TicketList
        query={list}
        status={search.status}
        page={search.page}
        onPage={search.setPage}
        onOpen={search.openTicket}
        onCreate={startCreating}
        onShowAll={() => search.setStatus(null)}
      />

      <CreateTicketDialog session={createSession} open={createOpen} onClose={() => setCreateOpen(false)} onCreated={created} />
      <TicketDetailDialog ticketId={search.ticketId} onClose={search.closeTicket} />
    </>
  );
}
