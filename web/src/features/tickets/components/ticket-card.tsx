import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Forum from '@mui/icons-material/ForumOutlined';
import type { TicketView } from '../api/normalize-ticket';
import { formatTicketTime } from '../lib/ticket-format';
import { TICKETS_TEXT } from '../messages';
import { PriorityBadge, StatusBadge, TicketNumber } from './ticket-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}:
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One ticket (spec 2 section 2): its number, title, status and priority, category, when it was opened and last
 * changed, how many messages, and the button that opens its conversation.
 */
export function TicketCard({ ticket, onOpen }: { ticket: TicketView; onOpen(): void }) {
  const titleId = useId();
  const created = formatTicketTime(ticket.createdAt);
  const updated = formatTicketTime(ticket.updatedAt);
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.25, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <TicketNumber value={ticket.ticketNumber} />
          <StatusBadge status={ticket.status} />
        </Box>
        <Typography id={titleId} component="h2" variant="h3" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {ticket.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <PriorityBadge priority={ticket.priority} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <Forum fontSize="small" aria-hidden />
            <Typography variant="body2">{TICKETS_TEXT.messageCount(ticket.messageCount)}</Typography>
          </Box>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Fact label={TICKETS_TEXT.categoryLabel}>{TICKETS_TEXT.category[ticket.category]}</Fact>
          {created && (
            <Fact label={TICKETS_TEXT.createdAt}>
              <time dateTime={ticket.createdAt ?? undefined}>{created}</time>
            </Fact>
          )}
          {updated && (
            <Fact label={TICKETS_TEXT.updatedAt}>
              <time dateTime={ticket.updatedAt ?? undefined}>{updated}</time>
            </Fact>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button variant="outlined" onClick={onOpen} aria-describedby={titleId}>
          {TICKETS_TEXT.viewDetails}
        </Button>
      </CardActions>
    </Card>
  );
}
