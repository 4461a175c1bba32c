import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRealtimeConnected } from '../../../shared/realtime/realtime-context';
import { PRICES_TEXT } from '../messages';

/** Whether live prices are flowing: the realtime connection, checked every 5 s. */
export function ConnectionIndicator() {
  const online = useRealtimeConnected();
  const label = online ? PRICES_TEXT.online : PRICES_TEXT.offline;
  return (
    <Box
      role="status"
      aria-label={PRICES_TEXT.connection(label)}
      // In the header's first row on a phone, beside four buttons: it keeps its size and its word on one line.
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        flexShrink: 0,
        whiteSpace: 'nowrap',
        paddingInlineEnd: { xs: 0.5, sm: 0 },
      }}
    >
      <Box
        component="span"
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: online ? 'success.main' : 'error.main', flexShrink: 0 }}
      />
      <Typography variant="caption" component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}
