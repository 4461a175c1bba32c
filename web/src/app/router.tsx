import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { createRoutesFromElements, matchRoutes, Outlet, Route, Routes } from 'react-router';
import { AppRoot } from './app-root';
import { GuestOnly, RequireHealthyAccount } from './guards';
import { RouteErrorBoundary } from './route-error';
import { paths } from '../shared/config/paths';
import { FullPageSpinner } from '../shared/ui/full-page-spinner';

/**
 * A screen in its own chunk, fetched when its route first renders, with a spinner until it is there. Not `lazy` with
 * Suspense: on Preact, a Suspense whose parent re-renders while it waits (the session confirming the stored user, say)
 * can be left showing nothing (preactjs/preact#2159), and an e2e run caught a blank dashboard once. A chunk that fails
 * to load throws to the error page, which offers a reload.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let Screen: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const start = () => (loading ??= load().then((module) => (Screen = module.default)));
  function Page() {
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (Screen) return;
      let live = true;
      start().then(
        () => live && setLoaded(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, []);
    if (failure) throw failure.error;
    return Screen ? <Screen /> : <FullPageSpinner />;
  }
  return Object.assign(Page, { preload: start });
}

const SignIn = lazyPage(() => import('../features/auth/routes/sign-in'));
const Register = lazyPage(() => import('../features/auth/routes/register'));
const ForgotPassword = lazyPage(() => import('../features/auth/routes/forgot-password'));
const OtpVerification = lazyPage(() => import('../features/auth/routes/otp-verification'));
const Restricted = lazyPage(() => import('../features/auth/routes/restricted'));
const StatementPrint = lazyPage(() => import('../features/reports/routes/statement-print'));
const ProtectedLayout = lazyPage(() => import('./protected-layout'));
const Dashboard = lazyPage(() => import('./dashboard/dashboard'));
const Trading = lazyPage(() => import('../features/trading/routes/trading'));
const Wallets = lazyPage(() => import('../features/wallets/routes/wallets'));
const Tickets = lazyPage(() => import('../features/tickets/routes/tickets'));
const Reports = lazyPage(() => import('../features/reports/routes/reports'));
const Notifications = lazyPage(() => import('../features/notifications/routes/notifications'));
const Settings = lazyPage(() => import('../features/settings/routes/settings'));
const NotFound = lazyPage(() => import('./not-found'));

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
 * which the panel does not use (react-query fetches), and about 15 KiB of the first visit with them.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>{routeTree}</Routes>
    </RouteErrorBoundary>
  );
}
