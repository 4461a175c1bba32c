import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { useCloseTicket } from '../api/close-ticket';
import { failureText } from '../api/ticket-errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { useIdempotencyKey } from '../../../shared/lib/use-idempotency-key';
import { TICKETS_TEXT } from '../messages';

/**
 * 'بستن تیکت' and the question it asks first: closing cannot be undone from the panel, and a closed ticket takes no
 * more messages. A failure is said in the question's dialog, the server's words first.
 */
export function CloseTicketButton({ ticketId }: { ticketId: string }) {
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const closing = useCloseTicket();
  const { keyFor } = useIdempotencyKey();
  const busy = closing.isPending;

  const ask = () => {
    setFailure(null);
    setOpen(true);
  };
  const dismiss = () => setOpen(false);
  const confirm = async () => {
    setFailure(null);
    try {
      await closing.mutateAsync({ ticketId, key: keyFor({ ticketId, status: 'closed' }) });
      setOpen(false);
    } catch (error) {
      if (isDroppedCall(error)) return;
      setFailure(failureText(error, TICKETS_TEXT.closeFailed));
    }
  };

  return (
    <>
      <Button size="small" color="inherit" variant="outlined" startIcon={<TaskAlt />} onClick={ask}>
        {TICKETS_TEXT.closeTicket}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : dismiss}
        aria-labelledby={titleId}
        aria-describedby={textId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitleWithClose id={titleId} onClose={dismiss} disabled={busy}>
          {TICKETS_TEXT.closeConfirmTitle}
        </DialogTitleWithClose>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id={textId}>{TICKETS_TEXT.closeConfirmText}</DialogContentText>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={dismiss} disabled={busy}>
            {TICKETS_TEXT.cancel}
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()} loading={busy}>
            {TICKETS_TEXT.closeConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
