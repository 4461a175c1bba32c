import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST_DURATION_MS } from '@gold/contracts/constants';
import { RealtimeProvider } from '../shared/realtime/realtime-provider';
import { SessionProvider } from '../shared/session/session-provider';
import { useColorMode } from '../shared/theme/color-mode';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';

/** Inside the router: the session needs navigation, and the realtime connection follows the session. */
export function AppRoot() {
  const { mode } = useColorMode();
  return (
    <SessionProvider>
      <RealtimeProvider>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
        <ToastContainer rtl position="top-left" autoClose={TOAST_DURATION_MS} theme={mode} newestOnTop closeOnClick={false} role="status" />
      </RealtimeProvider>
    </SessionProvider>
  );
}
