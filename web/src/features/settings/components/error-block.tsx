import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { SETTINGS_TEXT } from '../messages';

/** A failed load, with a retry that asks again. */
export function ErrorBlock({ message, onRetry, retrying = false }: { message: string; onRetry(): void; retrying?: boolean }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          {SETTINGS_TEXT.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
