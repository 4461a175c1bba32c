import { useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import NotificationsNone from '@mui/icons-material/NotificationsNoneOutlined';
import { PRICE_ALERTS_MAX } from '@gold/contracts/constants';
import type { PriceAlert } from '@gold/contracts/price-alerts';
import { describeError } from '../../../shared/api/errors';
import { formatPersianDateTime, formatToman } from '../../../shared/lib/format';
import { LoadError } from '../../../shared/ui/load-error';
import { useDeletePriceAlert } from '../api/delete-price-alert';
import { usePriceAlerts } from '../api/get-price-alerts';
import { usePriceAlertsRealtime } from '../hooks/use-price-alerts-realtime';
import { PRICE_ALERTS_TEXT as TEXT } from '../messages';

export const conditionText = (alert: Pick<PriceAlert, 'side' | 'direction' | 'targetPrice'>) =>
  TEXT.condition(alert.side, alert.direction, formatToman(alert.targetPrice));

function AlertRow({ alert, onDelete, deleting }: { alert: PriceAlert; onDelete(): void; deleting: boolean }) {
  const condition = conditionText(alert);
  const fired = alert.status === 'fired';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography className="tabular-nums" sx={{ fontWeight: 700 }}>
            {condition}
          </Typography>
          <Chip size="small" variant="outlined" color={fired ? 'success' : 'warning'} label={TEXT.status[alert.status]} />
        </Box>
        <Typography variant="body2" color="text.secondary" className="tabular-nums">
          {fired && alert.firedAt && alert.firedPrice
            ? TEXT.firedAt(formatPersianDateTime(alert.firedAt), formatToman(alert.firedPrice))
            : TEXT.setAt(formatPersianDateTime(alert.createdAt))}
        </Typography>
      </Box>
      <IconButton aria-label={TEXT.remove(condition)} onClick={onDelete} disabled={deleting}>
        <DeleteOutline />
      </IconButton>
    </Box>
  );
}

/**
 * The customer's alerts: waiting ones first, then those that fired, each with a delete. Loading, failing and empty
 * each say so; a notification from an alert that fires refreshes the list at once. After a delete the focus goes to
 * `focusAfterDelete` (the list's own "new alert" button), not to the document.
 */
export function PriceAlertList({ focusAfterDelete }: { focusAfterDelete?: React.RefObject<HTMLElement | null> }) {
  usePriceAlertsRealtime();
  const query = usePriceAlerts();
  const remove = useDeletePriceAlert();
  const list = useRef<HTMLUListElement>(null);

  if (query.isPending)
    return (
      <Box role="status" aria-label={TEXT.loading} sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Box>
    );
  if (query.isError && !query.data)
    return (
      <LoadError
        message={describeError(query.error, { fallback: TEXT.loadFailed, server: TEXT.loadFailed })}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.alerts.length === 0)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <NotificationsNone aria-hidden sx={{ color: 'text.disabled' }} />
        <Typography variant="body2" color="text.secondary">
          {TEXT.empty}
        </Typography>
      </Box>
    );

  const onDelete = (id: string) => {
    remove.mutate(id, { onSettled: () => (focusAfterDelete?.current ?? list.current)?.focus() });
  };
  return (
    <Box component="ul" ref={list} tabIndex={-1} aria-label={TEXT.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {query.data.alerts.map((alert) => (
        <AlertRow
          key={alert.id}
          alert={alert}
          deleting={remove.isPending && remove.variables === alert.id}
          onDelete={() => onDelete(alert.id)}
        />
      ))}
    </Box>
  );
}

/** "3 of 10 waiting", once the list is in. */
export function PriceAlertCount() {
  const { data } = usePriceAlerts();
  if (!data) return null;
  return (
    <Typography variant="body2" color="text.secondary" className="tabular-nums">
      {TEXT.activeCount(formatToman(data.active), formatToman(PRICE_ALERTS_MAX))}
    </Typography>
  );
}
