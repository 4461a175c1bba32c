import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TextField } from '../../../shared/ui/text-field';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import Refresh from '@mui/icons-material/Refresh';
import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsOff from '@mui/icons-material/NotificationsOffOutlined';
import { formatToman } from '../../../shared/lib/format';
import { useNow } from '../../../shared/lib/use-now';
import { PageTitle } from '../../../shared/ui/page-title';
import { useDeleteNotification } from '../../../entities/notifications/api/delete-notification';
import { useNotificationStats } from '../../../entities/notifications/api/get-notification-stats';
import { useNotifications } from '../../../entities/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '../../../entities/notifications/api/mark-all-notifications-read';
import { NotificationListItem } from '../components/notification-list-item';
import { NotificationStatCards } from '../components/notification-stat-cards';
import { useOpenNotification } from '../hooks/use-open-notification';
import { countNotifications, filterNotifications, NOTIFICATION_TABS, type NotificationTab } from '../lib/filter-notifications';
import { LoadError } from '../../../shared/ui/load-error';
import { NOTIFICATIONS_TEXT } from '../messages';

const tabId = (tab: NotificationTab) => `notifications-tab-${tab}`;
const PANEL_ID = 'notifications-panel';

function ListSkeleton() {
  return (
    <Box role="status" aria-label={NOTIFICATIONS_TEXT.loading} sx={{ p: 2, display: 'grid', gap: 2 }}>
      {[0, 1, 2, 3].map((i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5 }}>
          <Skeleton variant="circular" width={24} height={24} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="85%" />
            <Skeleton width="20%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export default function NotificationsRoute() {
  const now = useNow(60_000);
  const [tab, setTab] = useState<NotificationTab>('all');
  const [query, setQuery] = useState('');
  const list = useNotifications();
  const stats = useNotificationStats();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const open = useOpenNotification();

  const items = list.data?.items ?? [];
  const countsReady = stats.data !== undefined || (stats.isError && list.data !== undefined);
  const counts = countsReady ? countNotifications(stats.data, items) : null;
  const hasUnread = (counts?.unread ?? 0) > 0 || items.some((n) => !n.read);
  const shown = filterNotifications(items, tab, query);
  const refreshing = (list.isFetching && !list.isPending && !list.isFetchingNextPage) || (stats.isFetching && !stats.isPending);

  const refresh = () => {
    void list.refetch();
    void stats.refetch();
  };

  let body;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && !list.data) {
    body = (
      <LoadError
        message={NOTIFICATIONS_TEXT.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        sx={{ m: 2 }}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
        <NotificationsOff sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography>{NOTIFICATIONS_TEXT.empty}</Typography>
      </Box>
    );
  } else {
    body = (
      <List disablePadding aria-label={NOTIFICATIONS_TEXT.listLabel}>
        {shown.map((n) => (
          <NotificationListItem key={n.id} notification={n} now={now} onOpen={open} onDelete={(x) => remove.mutate(x)} />
        ))}
      </List>
    );
  }

  return (
    <>
      <PageTitle>{NOTIFICATIONS_TEXT.pageTitle}</PageTitle>
      <NotificationStatCards counts={counts} />
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2 }}>
          <TextField
            type="search"
            size="small"
            label={NOTIFICATIONS_TEXT.search}
            placeholder={NOTIFICATIONS_TEXT.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            sx={{ flex: '1 1 240px' }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button variant="outlined" startIcon={<Refresh />} onClick={refresh} loading={refreshing} loadingPosition="start">
            {NOTIFICATIONS_TEXT.refresh}
          </Button>
          {hasUnread && (
            <Button variant="contained" startIcon={<DoneAll />} onClick={() => markAll.mutate()}>
              {NOTIFICATIONS_TEXT.markAll}
            </Button>
          )}
        </Box>
        <Tabs
          value={tab}
          onChange={(_e, value: NotificationTab) => setTab(value)}
          aria-label={NOTIFICATIONS_TEXT.tabsLabel}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {NOTIFICATION_TABS.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              id={tabId(value)}
              aria-controls={PANEL_ID}
              label={
                <span>
                  {label}{' '}
                  <Box component="span" sx={{ fontWeight: 400 }}>
                    {`(${counts ? formatToman(counts[value]) : '…'})`}
                  </Box>
                </span>
              }
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} aria-busy={list.isPending}>
          {body}
          {list.isFetchNextPageError && (
            <Alert severity="warning" sx={{ m: 2 }}>
              {NOTIFICATIONS_TEXT.moreError}
            </Alert>
          )}
          {list.hasNextPage && (
            <Box sx={{ p: 2, textAlign: 'center' }}>
              <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {list.isFetchNextPageError ? NOTIFICATIONS_TEXT.retry : NOTIFICATIONS_TEXT.more}
              </Button>
            </Box>
          )}
        </Box>
      </Paper>
    </>
  );
}
