import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX, TOAST_DURATION_MS } from '@gold/contracts/constants';
import { preloadApi } from '../shared/api/client';
import { lazyPreloaded } from '../shared/lib/lazy-preloaded';
import { registerServiceWorker } from '../shared/pwa/service-worker';
import { useUpdatePrompt } from '../shared/pwa/update-prompt';
import { whenIdle } from '../shared/lib/when-idle';
import { RealtimeProvider } from '../shared/realtime/realtime-provider';
import { SessionProvider } from '../shared/session/session-provider';
import { useColorMode } from '../shared/theme/color-mode';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';
import { ModalAnnouncer } from '../shared/ui/modal-announcer';
import { loadToasts, onToastsRequested, toastsRequested } from '../shared/ui/toast';
import { ToastCloseButton } from '../shared/ui/toast-close-button';
import { OptionalChunkBoundary } from './route-error';
import { APP_TEXT } from './messages';
import { SIDEBAR_WIDTH } from './shell/sidebar-width';

/** A desktop toast fits over the expanded sidebar, its margins kept. */
const DESKTOP_TOAST_WIDTH = SIDEBAR_WIDTH - 32;

/** The page rendered at build time, and the panel as it hydrates it, have asked for no toast yet. */
const noToastsYet = () => false;

const ToastContainer = lazyPreloaded(() => loadToasts().then((m) => m.ToastContainer));

/** Inside the router: the session needs navigation, and the realtime connection follows the session. */
export function AppRoot() {
  const { mode } = useColorMode();
  // The same switch as the shell's drawer: below it the header takes two rows and the page's actions run to the bottom.
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.02}px)`, { noSsr: true });
  // axios and react-toastify are not needed for the first paint: they are fetched when the page is idle after it, or
  // with the first request or toast if that comes sooner (a toast waits in the library's queue for its container).
  // The container is in place before the usual first toast, so that toast is announced in an existing live region.
  useEffect(
    () =>
      whenIdle(() => {
        void preloadApi();
        void loadToasts();
        // The built panel only: Vite's dev server has no service worker to register.
        if (import.meta.env.PROD) void registerServiceWorker();
      }),
    [],
  );
  useUpdatePrompt();
  const toasts = useSyncExternalStore(onToastsRequested, toastsRequested, noToastsYet);
  return (
    <SessionProvider>
      <RealtimeProvider>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
        <ModalAnnouncer />
        {toasts && (
          <OptionalChunkBoundary>
            <Suspense fallback={null}>
              <ToastContainer
                rtl
                // Off the page's actions and the header's buttons (the menu button among them). Phones and tablets:
                // bottom centre. Desktop: top right, i.e. the start side in RTL, below the header (its height, see
                // app-header), no wider than the sidebar it lies over: the page beside it, its title and first tab
                // included, stays clear. Surface and offsets: the theme's toast styles (shared/theme/overrides/feedback.ts).
                position={isMobile ? 'bottom-center' : 'top-right'}
                style={isMobile ? undefined : { width: DESKTOP_TOAST_WIDTH }}
                toastStyle={isMobile ? undefined : { width: DESKTOP_TOAST_WIDTH }}
                autoClose={TOAST_DURATION_MS}
                theme={mode}
                newestOnTop
                closeOnClick={false}
                role="status"
                // The library's own labels are English ('close', 'notification timer'): ours are Persian.
                aria-label={APP_TEXT.toasts}
                hideProgressBar
                closeButton={ToastCloseButton}
              />
            </Suspense>
          </OptionalChunkBoundary>
        )}
      </RealtimeProvider>
    </SessionProvider>
  );
}
