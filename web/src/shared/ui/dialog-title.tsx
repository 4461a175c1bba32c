import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { UI_TEXT } from './messages';

type Props = {
  /** Put on the heading alone, so the dialog's name is the title without the button's. */
  id: string;
  children: ReactNode;
  onClose(): void;
  /** While the dialog's work is under way: it cannot be closed then. */
  disabled?: boolean;
};

/** A dialog's heading with a close button at its inline-end. */
export function DialogTitleWithClose({ id, children, onClose, disabled = false }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        paddingInlineEnd: 1.5,
        // DialogTitle's own rule for the content right after it, which this wrapper would otherwise break.
        '& + .MuiDialogContent-root': { pt: 0 },
      }}
    >
      <DialogTitle id={id} sx={{ flex: 1, minWidth: 0, paddingInlineEnd: 0 }}>
        {children}
      </DialogTitle>
      <IconButton aria-label={UI_TEXT.close} onClick={onClose} disabled={disabled} sx={{ mt: 1.5, flexShrink: 0 }}>
        <Close />
      </IconButton>
    </Box>
  );
}
