import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX } from '@gold/contracts/constants';
import { useBankAccountsRealtime } from '../../entities/bank-accounts/hooks/use-bank-accounts-realtime';
import { useKycRealtime } from '../../entities/kyc/hooks/use-kyc-realtime';
import { useMarketRealtime } from '../../entities/market/hooks/use-market-realtime';
import { useNotificationsRealtime } from '../../entities/notifications/hooks/use-notifications-realtime';
import { usePricesRealtime } from '../../entities/prices/hooks/use-prices-realtime';
import { useProfileRealtime } from '../../entities/profile/hooks/use-profile-realtime';
import { useTradesRealtime } from '../../entities/trades/hooks/use-trades-realtime';
import { useWalletsRealtime } from '../../entities/wallets/hooks/use-wallets-realtime';
import { usePushMessageToasts } from '../../shared/push/push-message-toasts';
import { usePushTokenRefresh } from '../../shared/push/use-push-token-refresh';
import { FullPageSpinner } from '../../shared/ui/full-page-spinner';
import { PageErrorBoundary } from '../route-error';
import { AppHeader } from './app-header';
import { SHELL_TEXT } from './messages';
import { PushBanner } from './push-banner';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, SidebarContent } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Each entity's reaction to realtime events, the global push-message listener and the 7-day token refresh, once per
 * signed-in shell. A component of its own, so what they read does not re-render the shell.
 */
export function ShellListeners() {
  useNotificationsRealtime();
  useKycRealtime();
  useProfileRealtime();
  useBankAccountsRealtime();
  useWalletsRealtime();
  useTradesRealtime();
  usePricesRealtime();
  useMarketRealtime();
  usePushMessageToasts();
  usePushTokenRefresh();
  return null;
}

/** Sidebar, header and the routed page. Below 1024 px the sidebar becomes a slide-in drawer. */
export function AppShell() {
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.02}px)`, { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink />
      <ShellListeners />
      {isMobile ? (
        <Drawer
          anchor="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { 'aria-label': SHELL_TEXT.drawer, sx: { width: SIDEBAR_WIDTH } } }}
        >
          <SidebarContent collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        // The column runs the page's whole height with the paper and the border; the rail inside stays in view.
        <Box
          component="aside"
          sx={{
            width,
            flexShrink: 0,
            alignSelf: 'stretch',
            borderInlineEnd: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            transition: 'width 150ms ease',
          }}
        >
          <Box sx={{ position: 'sticky', top: 0, height: '100dvh' }}>
            <SidebarContent collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} />
          </Box>
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader
          isMobile={isMobile}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          brandHidden={isMobile || collapsed}
        />
        {/* Focusable by script only: where the skip link takes the keyboard. */}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
        >
          <PushBanner />
          <PageErrorBoundary>
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
