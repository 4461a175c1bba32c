import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TicketPriority, TicketStatus } from '@gold/contracts/tickets';
import { statusTone, type StatusTone } from '../../../shared/ui/status-tone';
import { TICKETS_TEXT } from '../messages';

/** A ticket's status in the panel's one colour per status (shared/ui/status-tone.ts). */
export const STATUS_TONE: Record<TicketStatus, StatusTone> = {
  open: statusTone('open'),
  in_progress: statusTone('in_progress'),
  resolved: statusTone('resolved'),
  closed: statusTone('closed'),
};
const PRIORITY_TONE: Record<TicketPriority, StatusTone> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

/** The status in words and a filled colour: the words carry it, the colour repeats it. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return <Chip size="small" color={STATUS_TONE[status]} label={TICKETS_TEXT.status[status]} />;
}

/** 'اولویت فوری': outlined, so it does not read as a second status. */
export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PRIORITY_TONE[priority]}
      label={TICKETS_TEXT.priorityBadge(TICKETS_TEXT.priority[priority])}
    />
  );
}

/** 'شماره تیکت TK-1405-00042': the number in Latin digits, left to right, so a customer can quote it to support. */
export function TicketNumber({ value }: { value: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      <span>{TICKETS_TEXT.ticketNumber} </span>
      <bdi dir="ltr" className="tabular-nums">
        {value}
      </bdi>
    </Typography>
  );
}
