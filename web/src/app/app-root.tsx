import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST_DURATION_MS } from '@gold/contracts/constants';
import { RealtimeProvider } from '../shared/realtime/realtime-provider';
import { SessionProvider } from '../shared/session/session-provider';
import { useColorMode } from '../shared/theme/color-mode';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';
import { ToastCloseButton } from '../shared/ui/toast-close-button';

/** Inside the router: the session needs navigation, and the realtime connection follows the session. */
export function AppRoot() {
  const { mode } = useColorMode();
  return (
    <SessionProvider>
      <RealtimeProvider>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
        <ToastContainer
          rtl
          // Bottom right sits over the sidebar footer, not over page actions or the header menus.
          position="bottom-right"
          autoClose={TOAST_DURATION_MS}
          theme={mode}
          newestOnTop
          closeOnClick={false}
          role="status"
          // The library's own labels are English ('close', 'notification timer'): ours are Persian.
          aria-label="پیام‌ها (Alt+T)"
          hideProgressBar
          closeButton={ToastCloseButton}
          // No wider than the sidebar they sit over (phones get the full width from the library).
          style={{ '--toastify-toast-width': '252px' } as React.CSSProperties}
        />
      </RealtimeProvider>
    </SessionProvider>
  );
}
