import Chip from '@mui/material/Chip';

export type StatusTone = 'success' | 'warning' | 'error' | 'info';

/** A status in words and colour: the words carry it, the colour only repeats it. */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return <Chip size="small" color={tone} variant="outlined" label={label} />;
}
