import Chip from '@mui/material/Chip';
import { statusTone } from '../../../shared/ui/status-tone';

/**
 * A status in words and colour: the words carry it, the colour only repeats it, from the panel's one mapping
 * (shared/ui/status-tone.ts), so an approved withdrawal looks as an approved deposit does.
 */
export function StatusChip({ label, status }: { label: string; status: string }) {
  const tone = statusTone(status);
  return <Chip size="small" color={tone} variant="outlined" label={label} />;
}
