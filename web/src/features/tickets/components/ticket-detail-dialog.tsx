import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { useTicket } from '../api/get-ticket';
import type { TicketView } from '../api/normalize-ticket';
import { failureText } from '../api/ticket-errors';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { formatTicketTime } from '../lib/ticket-format';
import { TICKETS_TEXT } from '../messages';
import { CloseTicketButton } from './close-ticket-button';
import { ReplyForm } from './reply-form';
import { PriorityBadge, StatusBadge, TicketNumber } from './ticket-badges';
import { TicketConversation } from './ticket-conversation';
import { LoadError } from '../../../shared/ui/load-error';
import { UI_TEXT } from '../../../shared/ui/messages';

function TicketHeader({ ticket }: { ticket: TicketView }) {
  const created = formatTicketTime(ticket.createdAt);
  return (
    <Box sx={{ display: 'grid', gap: 1, pb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TicketNumber value={ticket.ticketNumber} />
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`${TICKETS_TEXT.categoryLabel}: ${TICKETS_TEXT.category[ticket.category]}`}
        {created && (
          <>
            {`${UI_TEXT.comma} ${TICKETS_TEXT.createdAt}: `}
            <time dateTime={ticket.createdAt ?? undefined}>{created}</time>
          </>
        )}
      </Typography>
    </Box>
  );
}

type ViewProps = { ticketId: string; titleId: string; onClose(): void };

function TicketDetailView({ ticketId, titleId, onClose }: ViewProps) {
  const query = useTicket(ticketId);
  const ticket = query.data;
  const closed = ticket?.status === 'closed';
  const closedNote = useRef<HTMLDivElement>(null);

  // The reply box or the close button the customer was on disappears when the ticket closes: focus goes to the note.
  const wasClosed = useRef(closed);
  useEffect(() => {
    const justClosed = closed && !wasClosed.current;
    wasClosed.current = closed;
    if (!justClosed) return;
    const active = document.activeElement;
    if (!active || active === document.body) closedNote.current?.focus();
  }, [closed]);

  const title = (
    <DialogTitleWithClose id={titleId} onClose={onClose}>
      <Box component="span" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        {ticket?.title || TICKETS_TEXT.detailTitle}
      </Box>
    </DialogTitleWithClose>
  );

  if (!ticket) {
    const body = query.isError ? (
      <LoadError
        message={failureText(query.error, TICKETS_TEXT.detailFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <Box role="status" aria-label={TICKETS_TEXT.detailLoading} sx={{ display: 'grid', gap: 1.5 }}>
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={72} sx={{ width: '75%' }} />
        <Skeleton variant="rounded" height={56} sx={{ width: '60%', justifySelf: 'end' }} />
      </Box>
    );
    return (
      <>
        {title}
        <DialogContent>{body}</DialogContent>
      </>
    );
  }

  return (
    <>
      {title}
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <TicketHeader ticket={ticket} />
          {!closed && <CloseTicketButton ticketId={ticket.id} />}
        </Box>
        <Divider sx={{ mb: 2 }} />
        <TicketConversation ticket={ticket} />
      </DialogContent>
      <Divider />
      <Box sx={{ px: 3, pt: 1.5, pb: 2.5 }}>
        {closed ? (
          <Alert severity="info" role="note" ref={closedNote} tabIndex={-1}>
            {TICKETS_TEXT.closedNote}
          </Alert>
        ) : (
          <ReplyForm ticketId={ticket.id} />
        )}
      </Box>
    </>
  );
}

/**
 * The ticket's dialog (spec 2 section 2): its header, the conversation and the reply box, which a closed ticket
 * replaces with a note. It keeps its last ticket through the closing transition. A message being sent when it is
 * dismissed is still sent.
 */
export function TicketDetailDialog({ ticketId, onClose }: { ticketId: string | null; onClose(): void }) {
  const titleId = useId();
  const [shown, setShown] = useState(ticketId);
  const fullScreen = usePhoneDialog();
  if (ticketId !== null && ticketId !== shown) setShown(ticketId);

  return (
    <Dialog
      open={ticketId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { height: fullScreen ? undefined : 'min(760px, calc(100% - 64px))' } } }}
    >
      {shown && <TicketDetailView key={shown} ticketId={shown} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
