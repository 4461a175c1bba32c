import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ConnectionIndicator } from '../../features/prices/components/connection-indicator';
import { HeaderPrices } from '../../features/prices/components/header-prices';
import { MarketStatus } from '../../features/prices/components/market-status';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';

/** Prices and market on one side, connection and the customer's menus on the other; wraps on a phone. */
export function AppHeader({ isMobile, onOpenDrawer }: { isMobile: boolean; onOpenDrawer(): void }) {
  return (
    <AppBar component="header" position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: 1, minHeight: 64 }}>
        {isMobile && (
          <IconButton edge="start" onClick={onOpenDrawer} aria-label="باز کردن منو" aria-controls="app-drawer">
            <MenuIcon />
          </IconButton>
        )}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
            order: { xs: 3, md: 0 },
            width: { xs: '100%', md: 'auto' },
          }}
        >
          <HeaderPrices />
          <MarketStatus />
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ConnectionIndicator />
          <ThemeMenu />
          <NotificationBell />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
