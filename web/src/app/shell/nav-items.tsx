import type { ReactElement } from 'react';
import Dashboard from '@mui/icons-material/SpaceDashboardOutlined';
import Trading from '@mui/icons-material/CandlestickChartOutlined';
import Wallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import Support from '@mui/icons-material/SupportAgentOutlined';
import Notifications from '@mui/icons-material/NotificationsOutlined';
import Reports from '@mui/icons-material/AssessmentOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';

export type NavItem = { to: string; title: string; icon: ReactElement };

/** The sidebar's seven pages, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', title: 'داشبورد', icon: <Dashboard /> },
  { to: '/trading', title: 'معاملات طلا', icon: <Trading /> },
  { to: '/wallets', title: 'کیف پول', icon: <Wallet /> },
  { to: '/tickets', title: 'تیکت‌های پشتیبانی', icon: <Support /> },
  { to: '/notifications', title: 'اعلان‌ها', icon: <Notifications /> },
  { to: '/reports', title: 'گزارش‌ها', icon: <Reports /> },
  { to: '/settings', title: 'تنظیمات', icon: <Settings /> },
];
