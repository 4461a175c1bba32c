import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { SETTINGS_TEXT } from '../messages';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
};

/** A yes/no question in a dialog named by its title and described by its text. */
export function ConfirmDialog({ open, title, children, confirmLabel, confirmColor = 'primary', busy, onConfirm, onClose }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitleWithClose id={titleId} onClose={onClose} disabled={busy}>
        {title}
      </DialogTitleWithClose>
      <DialogContent>
        <DialogContentText id={textId}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {SETTINGS_TEXT.cancel}
        </Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
