import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { UI_TEXT } from './messages';

type Props = { message: string; onRetry(): void; retrying?: boolean; sx?: SxProps<Theme> };

/** A failed load, said as an alert, with a retry that asks again (and shows it is asking). */
export function LoadError({ message, onRetry, retrying = false, sx }: Props) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          {UI_TEXT.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
