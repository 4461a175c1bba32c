import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { UI_TEXT } from './messages';

export function FullPageSpinner({ label = UI_TEXT.loading }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
