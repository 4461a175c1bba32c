import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@gold/contracts/notifications';
import { formatRelativeTime, machineTime } from '../../../shared/lib/relative-time';
import { NOTIFICATIONS_TEXT } from '../messages';
import { NotificationTypeIcon } from './notification-type-icon';

/** Title, 'new' badge, message and relative time, all as text (never HTML). */
export function NotificationSummary({ notification: n, now, compact = false }: { notification: Notification; now: Date; compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', width: '100%', minWidth: 0 }}>
      <NotificationTypeIcon type={n.type} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" dir="auto" sx={{ fontWeight: n.read ? 500 : 700, overflowWrap: 'anywhere' }}>
            {n.title || NOTIFICATIONS_TEXT.untitled}
          </Typography>
          {!n.read && <Chip size="small" color="primary" label={NOTIFICATIONS_TEXT.newBadge} sx={{ height: 20 }} />}
        </Box>
        {n.message && (
          <Typography
            component="span"
            dir="auto"
            variant="body2"
            color="text.secondary"
            sx={{
              display: compact ? '-webkit-box' : 'block',
              overflowWrap: 'anywhere',
              whiteSpace: compact ? undefined : 'pre-line',
              ...(compact && { WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
            }}
          >
            {n.message}
          </Typography>
        )}
        <Typography component="time" variant="caption" color="text.secondary" dateTime={machineTime(n.createdAt)} sx={{ display: 'block', mt: 0.5 }}>
          {formatRelativeTime(n.createdAt, now)}
        </Typography>
      </Box>
    </Box>
  );
}
