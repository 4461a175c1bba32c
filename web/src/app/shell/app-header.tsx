import { useEffect, useRef } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ConnectionIndicator } from '../../features/prices/components/connection-indicator';
import { HeaderPrices } from '../../features/prices/components/header-prices';
import { MarketStatus } from '../../features/prices/components/market-status';
import { DemoBadge } from '../../shared/ui/demo-badge';
import { SHELL_TEXT } from './messages';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';

/** The header's height as `--app-header-height` on <html>, for what must stay clear of it (the toasts). */
function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--app-header-height', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-height');
    };
  }, []);
  return ref;
}

/**
 * Prices and market on one side, connection and the customer's menus on the other. Below 1024 px two rows, never
 * more, down to a 375 px phone: the menu button, connection, theme, bell and user; then prices and market.
 */
export function AppHeader({
  isMobile,
  drawerOpen,
  onOpenDrawer,
  brandHidden,
}: {
  isMobile: boolean;
  drawerOpen: boolean;
  onOpenDrawer(): void;
  /** The sidebar's brand is out of sight (a phone, or the rail collapsed): the demo badge shows here instead. */
  brandHidden: boolean;
}) {
  const ref = usePublishedHeight();
  return (
    <AppBar
      ref={ref}
      component="header"
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar
        sx={{
          flexWrap: 'wrap',
          columnGap: { xs: 1, md: 2 },
          rowGap: 0.5,
          py: { xs: 0.5, md: 1 },
          px: { xs: 1.5, sm: 2, md: 3 },
          minHeight: { xs: 56, md: 64 },
        }}
      >
        {isMobile && (
          // The closed drawer is not in the page, so the button says what it opens rather than naming its id.
          <IconButton
            edge="start"
            onClick={onOpenDrawer}
            aria-label={SHELL_TEXT.openMenu}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
          >
            <MenuIcon />
          </IconButton>
        )}
        {brandHidden && <DemoBadge />}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            columnGap: { xs: 1, sm: 2 },
            rowGap: 0.5,
            // The second row on a phone stays one row: the chips give way (see MarketStatus) rather than wrap.
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            order: { xs: 3, md: 0 },
            width: { xs: '100%', md: 'auto' },
            minWidth: 0,
          }}
        >
          <HeaderPrices />
          <MarketStatus />
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
          <ConnectionIndicator />
          <ThemeMenu />
          <NotificationBell />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
