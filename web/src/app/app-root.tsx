import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX, TOAST_DURATION_MS } from '@gold/contracts/constants';
import { preloadApi } from '../shared/api/client';
import { lazyPreloaded } from '../shared/lib/lazy-preloaded';
import { whenIdle } from '../shared/lib/when-idle';
import { RealtimeProvider } from '../shared/realtime/realtime-provider';
import { SessionProvider } from '../shared/session/session-provider';
import { useColorMode } from '../shared/theme/color-mode';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';
import { ModalAnnouncer } from '../shared/ui/modal-announcer';
import { loadToasts, onToastsRequested, toastsRequested } from '../shared/ui/toast';
import { ToastCloseButton } from '../shared/ui/toast-close-button';
import { OptionalChunkBoundary } from './route-error';

/**
 * While a dialog is open on a phone, its actions (the submit button) run along the bottom, where the toasts are: the
 * toasts rise above them, staying below the dialog's title.
 */
const toastLift = (
  <GlobalStyles
    styles={{
      'body:has(.MuiDialog-root) .Toastify .Toastify__toast-container--bottom-center': {
        bottom: 'calc(max(16px, env(safe-area-inset-bottom)) + 72px)',
      },
    }}
  />
);

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
      }),
    [],
  );
  const toasts = useSyncExternalStore(onToastsRequested, toastsRequested, noToastsYet);
  return (
    <SessionProvider>
      <RealtimeProvider>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
        <ModalAnnouncer />
        {toasts && toastLift}
        {toasts && (
          <OptionalChunkBoundary>
            <Suspense fallback={null}>
              <ToastContainer
                rtl
                // Along the bottom, clear of the header's buttons (the menu button among them) and of a dialog's title.
                // Phones and tablets: bottom centre, lifted above a dialog's actions while one is open (toastLift).
                // Desktop: bottom right, the start side in RTL, away from the pages' tabs and titles and from a
                // centred dialog's actions, which sit at its end (left). Width, surface and offsets: the theme's toast
                // styles (shared/theme/overrides/feedback.ts).
                position={isMobile ? 'bottom-center' : 'bottom-right'}
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
            </Suspense>
          </OptionalChunkBoundary>
        )}
      </RealtimeProvider>
    </SessionProvider>
  );
}
