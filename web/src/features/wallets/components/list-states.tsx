import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

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
