import { useNavigate } from 'react-router';
import { visuallyHidden } from '@mui/utils';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { NOTIFICATION_DROPDOWN_SIZE } from '@gold/contracts/constants';
import type { Notification } from '@gold/contracts/notifications';
import { formatDigits } from '../../../shared/lib/format';
import { useNow } from '../../../shared/lib/use-now';
import { useAnchoredPopup } from '../../../shared/ui/use-anchored-popup';
import { useNotificationStats } from '../../../entities/notifications/api/get-notification-stats';
import { useNotifications } from '../../../entities/notifications/api/get-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NOTIFICATIONS_TEXT as TEXT } from '../messages';
import { unreadTintSx } from './notification-list-item';
import { NotificationSummary } from './notification-summary';
import { paths } from '../../../shared/config/paths';

const COUNT_ID = 'notification-bell-unread';

function PanelList({ onOpen }: { onOpen(n: Notification): void }) {
  const now = useNow(60_000);
  const list = useNotifications();
  if (list.isPending) {
    return (
      <Box role="status" aria-label={TEXT.loading} sx={{ p: 2 }}>
        <Skeleton />
        <Skeleton width="70%" />
        <Skeleton />
      </Box>
    );
  }
  if (list.isError && !list.data) {
    return (
      <Box sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {TEXT.error}
        </Typography>
        <Button size="small" onClick={() => void list.refetch()}>
          {TEXT.retry}
        </Button>
      </Box>
    );
  }
  const newest = list.data.items.slice(0, NOTIFICATION_DROPDOWN_SIZE);
  if (newest.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {TEXT.none}
      </Typography>
    );
  }
  return (
    <List disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
      {newest.map((n) => (
        // As on the page: the tint on the row, under the button, so hovering shades it rather than replacing it.
        <ListItem
          key={n.id}
          disablePadding
          divider
          sx={(theme) => ({
            ...(n.read ? {} : unreadTintSx(theme)),
            // The theme's colour itself: the sx palette shorthand ('primary.main') does not reach logical border properties.
            borderInlineStart: `3px solid ${n.read ? 'transparent' : theme.vars.palette.primary.main}`,
          })}
        >
          <ListItemButton onClick={() => onOpen(n)} sx={{ py: 1.25 }}>
            <NotificationSummary notification={n} now={now} compact />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The header bell: the unread count, and a panel with the newest ten notifications. */
export function NotificationBell() {
  const navigate = useNavigate();
  const { triggerProps, popupProps, close } = useAnchoredPopup('notification-panel', 'dialog');
  const stats = useNotificationStats();
  const openNotification = useOpenNotification({ fallbackRoute: paths.app.notifications.href() });
  const unread = stats.data?.unread ?? 0;

  return (
    <>
      <IconButton {...triggerProps} aria-label={TEXT.pageTitle} aria-describedby={unread > 0 ? COUNT_ID : undefined}>
        <Badge color="error" overlap="circular" invisible={unread === 0} badgeContent={unread > 99 ? `${formatDigits(99)}+` : formatDigits(unread)}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {unread > 0 && (
        <Box component="span" id={COUNT_ID} sx={visuallyHidden}>
          {TEXT.unread(unread)}
        </Box>
      )}
      <Popover
        {...popupProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': TEXT.recent, sx: { width: 360, maxWidth: 'calc(100vw - 24px)' } } as object,
        }}
      >
        <Typography component="h2" variant="h3" sx={{ p: 2 }}>
          {TEXT.pageTitle}
        </Typography>
        <Divider />
        {/* Mounted only while open (Popover), so the list is fetched when first wanted. */}
        <PanelList
          onOpen={(n) => {
            close();
            openNotification(n);
          }}
        />
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            onClick={() => {
              close();
              void navigate(paths.app.notifications.href());
            }}
          >
            {TEXT.viewAll}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
