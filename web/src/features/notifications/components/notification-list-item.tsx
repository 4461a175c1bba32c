import { decomposeColor, recomposeColor, type Palette, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Delete from '@mui/icons-material/DeleteOutlined';
import type { Notification } from '@gold/contracts/notifications';
import { paletteOf } from '../../../shared/theme/palette';
import { routeForNotification } from '@gold/contracts/rules/notification-routes';
import { NOTIFICATIONS_TEXT } from '../messages';
import { NotificationSummary } from './notification-summary';

/** `amount` of `overlay` mixed into `background`, opaque. */
function mix(background: string, overlay: string, amount: number) {
  const [b, o] = [decomposeColor(background).values, decomposeColor(overlay).values];
  const values = [0, 1, 2].map((i) => Math.round(b[i] + (o[i] - b[i]) * amount)) as [number, number, number];
  return recomposeColor({ type: 'rgb', values });
}

/**
 * The unread rows' tint, here and in the bell: the primary colour mixed into the paper they sit on, opaque, so the
 * title, the message and the time keep at least 4.5:1 in both modes whatever is behind (the test checks).
 */
export const unreadTint = (palette: Palette) =>
  mix(palette.background.paper, palette.primary.main, palette.mode === 'dark' ? 0.1 : 0.07);

/** The unread tint as a style, in light and in dark. */
export const unreadTintSx = (theme: Theme) => ({
  bgcolor: unreadTint(paletteOf(theme, 'light')),
  ...theme.applyStyles('dark', { bgcolor: unreadTint(paletteOf(theme, 'dark')) }),
});

export const deleteLabel = (n: Notification) => NOTIFICATIONS_TEXT.delete(n.title || NOTIFICATIONS_TEXT.noTitle);

type Props = { notification: Notification; now: Date; onOpen(n: Notification): void; onDelete(n: Notification): void };

/** One row of the page: unread rows are tinted; a row is a button when opening it does something. */
export function NotificationListItem({ notification: n, now, onOpen, onDelete }: Props) {
  const actionable = !n.read || routeForNotification(n.type, n.data) !== null;
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
        ...(n.read ? {} : unreadTintSx(theme)),
        // The theme's colour itself: the sx palette shorthand ('primary.main') does not reach logical border properties.
        borderInlineStart: `3px solid ${n.read ? 'transparent' : theme.vars.palette.primary.main}`,
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
