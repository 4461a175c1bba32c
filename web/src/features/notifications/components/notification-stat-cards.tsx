import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Bell from '@mui/icons-material/NotificationsOutlined';
import Unread from '@mui/icons-material/MarkEmailUnreadOutlined';
import Wallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Support from '@mui/icons-material/SupportAgentOutlined';
import { formatToman } from '../../../shared/lib/format';
import type { NotificationCounts } from '../lib/filter-notifications';
import { NOTIFICATIONS_TEXT } from '../messages';

const STAT_LABELS = NOTIFICATIONS_TEXT.stats;

function StatCard({ label, value, icon }: { label: string; value: number | null; icon: ReactNode }) {
  const labelId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}>
          {value === null ? <Skeleton width={40} /> : formatToman(value)}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Total, unread, transactions and tickets; a skeleton until the counts are known. */
export function NotificationStatCards({ counts }: { counts: NotificationCounts | null }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2, mb: 3 }}>
      <StatCard label={STAT_LABELS.all} value={counts?.all ?? null} icon={<Bell />} />
      <StatCard label={STAT_LABELS.unread} value={counts?.unread ?? null} icon={<Unread />} />
      <StatCard label={STAT_LABELS.transaction} value={counts?.transaction ?? null} icon={<Wallet />} />
      <StatCard label={STAT_LABELS.ticket} value={counts?.ticket ?? null} icon={<Support />} />
    </Box>
  );
}
