import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TICKET_STATUSES } from '@gold/contracts/constants';
import type { TicketStats, TicketStatus } from '@gold/contracts/tickets';
import { formatToman } from '../../../shared/lib/format';
import { TICKETS_TEXT } from '../messages';
import { STATUS_TONE } from './ticket-badges';

function StatTile({ status, value }: { status: TicketStatus; value: number | null | undefined }) {
  const labelId = useId();
  const tone = STATUS_TONE[status];
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      sx={(theme) => ({
        p: 2,
        borderInlineStartWidth: 4,
        borderInlineStartColor: tone === 'default' ? theme.vars.palette.text.disabled : theme.vars.palette[tone].main,
      })}
    >
      <Typography id={labelId} variant="body2" color="text.secondary">
        {TICKETS_TEXT.status[status]}
      </Typography>
      <Typography component="p" className="tabular-nums" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}>
        {/* A failed count shows a dash; the page's refresh asks again. */}
        {value === undefined ? <Skeleton width={40} /> : value === null ? '—' : formatToman(value)}
      </Typography>
    </Paper>
  );
}

/** Open, in progress, resolved and closed (spec 2 section 2), each counted; a skeleton until the counts arrive. */
export function TicketStatsTiles({ stats }: { stats: UseQueryResult<TicketStats> }) {
  const valueOf = (status: TicketStatus) => {
    if (stats.data) return stats.data.byStatus[status];
    return stats.isPending ? undefined : null;
  };
  return (
    <Box
      component="section"
      aria-label={TICKETS_TEXT.statsLabel}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
        mb: 3,
      }}
    >
      {TICKET_STATUSES.map((status) => (
        <StatTile key={status} status={status} value={valueOf(status)} />
      ))}
    </Box>
  );
}
