import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Delete from '@mui/icons-material/DeleteOutlined';
import type { Notification } from '@gold/contracts/notifications';
import { routeForNotification } from '../lib/notification-routes';
import { NotificationSummary } from './notification-summary';

export const deleteLabel = (n: Notification) => `حذف اعلان: ${n.title || 'بدون عنوان'}`;

type Props = { notification: Notification; now: Date; onOpen(n: Notification): void; onDelete(n: Notification): void };

/** One row of the page: unread rows are tinted; a row is a button when opening it does something. */
export function NotificationListItem({ notification: n, now, onOpen, onDelete }: Props) {
  const actionable = !n.read || routeForNotification(n.type) !== null;
  const summary = <NotificationSummary notification={n} now={now} />;
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        <IconButton edge="end" aria-label={deleteLabel(n)} onClick={() => onDelete(n)}>
          <Delete />
        </IconButton>
      }
      sx={(theme) => ({
        bgcolor: n.read ? undefined : alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.07),
        borderInlineStart: 3,
        borderInlineStartColor: n.read ? 'transparent' : 'primary.main',
      })}
    >
      {actionable ? (
        <ListItemButton onClick={() => onOpen(n)} sx={{ py: 1.5 }}>
          {summary}
        </ListItemButton>
      ) : (
        <Box sx={{ pl: 2, pr: 7, py: 1.5, width: '100%' }}>{summary}</Box>
      )}
    </ListItem>
  );
}
