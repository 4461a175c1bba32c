import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Skeleton lines standing in for content that is loading, announced once by name. */
export function LoadingBlock({ label, lines = 3, height = 24 }: { label: string; lines?: number; height?: number }) {
  return (
    <Stack role="status" aria-label={label} spacing={1}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}
