import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { SETTINGS_TEXT } from '../messages';

type Props = {
  submitLabel: ReactNode;
  /** Saving: submit spins and cancel waits. */
  busy: boolean;
  onCancel(): void;
  submitDisabled?: boolean;
  sx?: SxProps<Theme>;
  /** What follows the two buttons in their row. */
  children?: ReactNode;
};

const ROW = { display: 'flex', gap: 1, mt: 2 };

/** An inline settings form's submit and cancel, side by side. */
export function EditorActions({ submitLabel, busy, onCancel, submitDisabled, sx = ROW, children }: Props) {
  return (
    <Box sx={sx}>
      <Button type="submit" variant="contained" disabled={submitDisabled} loading={busy}>
        {submitLabel}
      </Button>
      <Button onClick={onCancel} disabled={busy}>
        {SETTINGS_TEXT.cancel}
      </Button>
      {children}
    </Box>
  );
}
