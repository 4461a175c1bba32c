import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { WALLETS_TEXT } from '../messages';

/** Skeleton rows for a list that is loading, announced once by name. */
export function ListLoading({ label, rows = 3, height = 72 }: { label: string; rows?: number; height?: number }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 1, p: 2 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

export function ListEmpty({ icon, title, hint }: { icon: ReactNode; title: string; hint?: string }) {
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ '& svg': { fontSize: 48 }, mb: 1 }}>
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{title}</Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
    </Box>
  );
}

/** A failed load, with a retry that asks again. */
export function ListError({
  message,
  onRetry,
  retrying,
  retryLabel = WALLETS_TEXT.retry,
}: {
  message: string;
  onRetry(): void;
  retrying: boolean;
  retryLabel?: string;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
