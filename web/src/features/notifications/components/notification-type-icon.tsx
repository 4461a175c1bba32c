import type { NotificationType } from '@gold/contracts/notifications';
import Wallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Verified from '@mui/icons-material/VerifiedUserOutlined';
import Support from '@mui/icons-material/SupportAgentOutlined';
import Trading from '@mui/icons-material/CandlestickChartOutlined';
import Info from '@mui/icons-material/InfoOutlined';
import Bell from '@mui/icons-material/NotificationsOutlined';

const ICONS: Record<NotificationType, typeof Bell> = {
  transaction: Wallet,
  kyc: Verified,
  ticket: Support,
  trade_execution: Trading,
  system: Info,
  other: Bell,
};

export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const Icon = ICONS[type] ?? Bell;
  return <Icon color="primary" fontSize="small" aria-hidden sx={{ mt: 0.25, flexShrink: 0 }} />;
}
