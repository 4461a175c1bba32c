import type { ReactElement } from 'react';
import Dashboard from '@mui/icons-material/SpaceDashboardOutlined';
import Trading from '@mui/icons-material/CandlestickChartOutlined';
import Wallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Support from '@mui/icons-material/SupportAgentOutlined';
import Notifications from '@mui/icons-material/NotificationsOutlined';
import Reports from '@mui/icons-material/AssessmentOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import { paths } from '../../shared/config/paths';
import { SHELL_TEXT } from './messages';

const TITLE = SHELL_TEXT.nav;

export type NavItem = { to: string; title: string; icon: ReactElement };

/** The sidebar's seven pages, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.app.dashboard.href(), title: TITLE.dashboard, icon: <Dashboard /> },
  { to: paths.app.trading.href(), title: TITLE.trading, icon: <Trading /> },
  { to: paths.app.wallets.href(), title: TITLE.wallets, icon: <Wallet /> },
  { to: paths.app.tickets.href(), title: TITLE.tickets, icon: <Support /> },
  { to: paths.app.notifications.href(), title: TITLE.notifications, icon: <Notifications /> },
  { to: paths.app.reports.href(), title: TITLE.reports, icon: <Reports /> },
  { to: paths.app.settings.href(), title: TITLE.settings, icon: <Settings /> },
];
