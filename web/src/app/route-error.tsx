import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WifiOff from '@mui/icons-material/WifiOff';
import { retryFailedChunks } from '../shared/lib/lazy-preloaded';
import { APP_TEXT } from './messages';

const TEXT = APP_TEXT.routeError;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Calls `retry` when the browser says the connection is back. */
function useOnline(retry: () => void) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
}

/** Our own error page: a failed chunk after a deploy needs a reload. */
export function RouteError({ onRetry }: { onRetry?: () => void }) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {TEXT.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {TEXT.body}
        </Typography>
        <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
          {TEXT.reload}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The page area when its screen could not be loaded, inside the shell (the header and the navigation stay). Offline,
 * it says so and tries again by itself when the connection is back; otherwise it offers to try again.
 */
export function PageError({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  useOnline(onRetry);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, md: 8 } }}>
      <Alert
        severity={offline ? 'warning' : 'error'}
        icon={offline ? <WifiOff /> : undefined}
        role="alert"
        sx={{ maxWidth: 520, width: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            {TEXT.retry}
          </Button>
        }
      >
        {/* The page's one h1 while its own screen is not there. */}
        <AlertTitle component="h1" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {offline ? TEXT.offlineTitle : TEXT.title}
        </AlertTitle>
        {offline ? TEXT.offlineBody : TEXT.body}
      </Alert>
    </Box>
  );
}

type BoundaryProps = {
  children: ReactNode;
  /** What the failure shows; `retry` renders the children again (a lazy screen then imports its chunk afresh). */
  fallback: (state: { offline: boolean; retry: () => void }) => ReactNode;
  /** A new value clears a failure: the customer went to another page. */
  resetKey?: string;
};
type BoundaryState = { failed: boolean; offline: boolean; resetKey?: string };

/** Catches what a screen throws, a chunk that failed to load included, and renders `fallback` in its place. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, offline: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true, offline: isOffline() };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    // Offline, a chunk that did not come is expected: it is said on the page, not reported as a fault.
    if (isOffline()) console.info('route offline', error);
    else console.error('route error', error);
  }

  retry = () => {
    retryFailedChunks();
    this.setState({ failed: false, offline: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback({ offline: this.state.offline, retry: this.retry }) : this.props.children;
  }
}

/**
 * Our own error page for anything a screen throws outside the shell, a chunk that failed to load after a deploy
 * included. Offline, it tries again when the connection is back.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={({ retry }) => <TopLevelError retry={retry} />}>{children}</ErrorBoundary>;
}

function TopLevelError({ retry }: { retry: () => void }) {
  useOnline(retry);
  return <RouteError />;
}

/**
 * The routed page inside the shell, below the header and the navigation: a screen that fails (offline, its chunk
 * does not come) fails here, and the shell stays. Going to another page clears it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={({ offline, retry }) => <PageError offline={offline} onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * For a part the page can do without (the toasts' container): if its chunk does not come, nothing shows in its place,
 * and it is tried again when the connection is back. The panel around it stays.
 */
export function OptionalChunkBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={({ retry }) => <RetryWhenOnline retry={retry} />}>{children}</ErrorBoundary>;
}

function RetryWhenOnline({ retry }: { retry: () => void }) {
  useOnline(retry);
  return null;
}
