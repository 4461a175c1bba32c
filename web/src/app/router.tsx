import { Suspense, type ComponentType, type ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes, Outlet, Route, Routes } from 'react-router';
import { AppRoot } from './app-root';
import { GuestOnly, RequireHealthyAccount } from './guards';
import { RouteErrorBoundary } from './route-error';
import { paths } from '../shared/config/paths';
import { lazyPreloaded } from '../shared/lib/lazy-preloaded';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';

/**
 * A screen in its own chunk, with a spinner in its place until the chunk is there; `preload` starts the fetch early,
 * and a screen whose chunk is in when it mounts renders at once (lazyPreloaded). A chunk that fails to load throws to
 * the nearest error boundary: the shell's page area for a signed-in page (the header and navigation stay), which
 * imports it afresh when the connection is back; the whole-page error otherwise.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazyPreloaded(() => load().then((module) => module.default));
  function Page() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Screen />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload: Screen.preload });
}

const SignIn = lazyScreen(() => import('../features/auth/routes/sign-in'));
const Register = lazyScreen(() => import('../features/auth/routes/register'));
const ForgotPassword = lazyScreen(() => import('../features/auth/routes/forgot-password'));
const OtpVerification = lazyScreen(() => import('../features/auth/routes/otp-verification'));
const Restricted = lazyScreen(() => import('../features/auth/routes/restricted'));
const StatementPrint = lazyScreen(() => import('../features/reports/routes/statement-print'));
const ProtectedLayout = lazyScreen(() => import('./protected-layout'));
const Dashboard = lazyScreen(() => import('./dashboard/dashboard'));
const Trading = lazyScreen(() => import('./trading-page'));
const Wallets = lazyScreen(() => import('../features/wallets/routes/wallets'));
const Tickets = lazyScreen(() => import('../features/tickets/routes/tickets'));
const Reports = lazyScreen(() => import('../features/reports/routes/reports'));
const Notifications = lazyScreen(() => import('../features/notifications/routes/notifications'));
const Settings = lazyScreen(() => import('../features/settings/routes/settings'));
const NotFound = lazyScreen(() => import('./not-found'));

/** A signed-in screen without the shell: the statement's print view prints the page alone. */
function ProtectedBare() {
  return (
    <RequireHealthyAccount>
      <Outlet />
    </RequireHealthyAccount>
  );
}

/** The panel's routes, one tree: rendered by `AppRoutes`, matched by `preloadScreens`. */
const routeTree = (
  <Route element={<AppRoot />}>
    <Route element={<GuestOnly />}>
      <Route path={paths.auth.signIn.path} element={<SignIn />} />
      <Route path={paths.auth.register.path} element={<Register />} />
      <Route path={paths.auth.forgotPassword.path} element={<ForgotPassword />} />
    </Route>
    <Route path={paths.auth.otpVerification.path} element={<OtpVerification />} />
    <Route path={paths.auth.restricted.path} element={<Restricted />} />
    <Route element={<ProtectedBare />}>
      <Route path={paths.app.reportsPrint.path} element={<StatementPrint />} />
    </Route>
    <Route path={paths.app.dashboard.path} element={<ProtectedLayout />}>
      <Route index element={<Dashboard />} />
      <Route path={paths.app.trading.path} element={<Trading />} />
      <Route path={paths.app.wallets.path} element={<Wallets />} />
      <Route path={paths.app.tickets.path} element={<Tickets />} />
      <Route path={paths.app.reports.path} element={<Reports />} />
      <Route path={paths.app.notifications.path} element={<Notifications />} />
      <Route path={paths.app.settings.path} element={<Settings />} />
    </Route>
    <Route path="*" element={<NotFound />} />
  </Route>
);

/**
 * The screens `pathname` shows, loaded before the first render (main.tsx), as the data router did: the first screen
 * paints at once, with no spinner before it to shift the page. A chunk that fails is left to the error page.
 */
export async function preloadScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(routeTree), pathname) ?? [];
  type Screen = ReactElement<unknown, ComponentType & { preload?: () => Promise<unknown> }>;
  await Promise.all(matches.map(({ route }) => (route.element as Screen | undefined)?.type.preload?.())).catch(() => {});
}

/**
 * The panel's routes, declared in JSX: the declarative router leaves out the data router's loaders and actions,
 * which the panel does not use (react-query fetches), and a part of the first visit's bytes with them.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>{routeTree}</Routes>
    </RouteErrorBoundary>
  );
}
