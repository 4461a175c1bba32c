import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX, TOAST_DURATION_MS } from '@gold/contracts/constants';
import { RealtimeProvider } from '../shared/realtime/realtime-provider';
import { SessionProvider } from '../shared/session/session-provider';
import { useColorMode } from '../shared/theme/color-mode';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';
import { ToastCloseButton } from '../shared/ui/toast-close-button';

/** Inside the router: the session needs navigation, and the realtime connection follows the session. */
export function AppRoot() {
  const { mode } = useColorMode();
  // The same switch as the shell's drawer: below it the header takes two rows and the page's actions run to the bottom.
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.02}px)`, { noSsr: true });
  return (
    <SessionProvider>
      <RealtimeProvider>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
        <ToastContainer
          rtl
          // Off the page's actions and the header's buttons. Phones and tablets: bottom centre. Desktop: top right,
          // i.e. the start side in RTL, below the header (its height, see app-header), over the sidebar and the page
          // title; the header's buttons and the pages' primary actions sit at the end.
          // Width, surface and offsets: the theme's toast styles (shared/theme/overrides/feedback.ts).
          position={isMobile ? 'bottom-center' : 'top-right'}
          autoClose={TOAST_DURATION_MS}
          theme={mode}
          newestOnTop
          closeOnClick={false}
          role="status"
          // The library's own labels are English ('close', 'notification timer'): ours are Persian.
          aria-label="پیام‌ها (Alt+T)"
          hideProgressBar
          closeButton={ToastCloseButton}
        />
      </RealtimeProvider>
    </SessionProvider>
  );
}
