import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { GuestOnly, RequireHealthyAccount } from './guards';
import { RouteError } from './route-error';
import { paths } from '../shared/config/paths';

type Module = { default: React.ComponentType };
/** Every screen is its own chunk. */
const page = (load: () => Promise<Module>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A signed-in screen without the shell: the statement's print view prints the page alone. */
function ProtectedBare() {
  return (
    <RequireHealthyAccount>
      <Outlet />
    </RequireHealthyAccount>
  );
}

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    errorElement: <RouteError />,
    children: [
      {
        Component: GuestOnly,
        children: [
          { path: paths.auth.signIn.path, ...page(() => import('../features/auth/routes/sign-in')) },
          { path: paths.auth.register.path, ...page(() => import('../features/auth/routes/register')) },
          { path: paths.auth.forgotPassword.path, ...page(() => import('../features/auth/routes/forgot-password')) },
        ],
      },
      { path: paths.auth.otpVerification.path, ...page(() => import('../features/auth/routes/otp-verification')) },
      { path: paths.auth.restricted.path, ...page(() => import('../features/auth/routes/restricted')) },
      {
        Component: ProtectedBare,
        children: [{ path: paths.app.reportsPrint.path, ...page(() => import('../features/reports/routes/statement-print')) }],
      },
      {
        path: paths.app.dashboard.path,
        ...page(() => import('./protected-layout')),
        children: [
          { index: true, ...page(() => import('./dashboard/dashboard')) },
          { path: paths.app.trading.path, ...page(() => import('../features/trading/routes/trading')) },
          { path: paths.app.wallets.path, ...page(() => import('../features/wallets/routes/wallets')) },
          { path: paths.app.tickets.path, ...page(() => import('../features/tickets/routes/tickets')) },
          { path: paths.app.reports.path, ...page(() => import('../features/reports/routes/reports')) },
          { path: paths.app.notifications.path, ...page(() => import('../features/notifications/routes/notifications')) },
          { path: paths.app.settings.path, ...page(() => import('../features/settings/routes/settings')) },
        ],
      },
      { path: '*', ...page(() => import('./not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
