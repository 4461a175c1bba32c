import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { GuestOnly } from './guards';
import { RouteError } from './route-error';

type Module = { default: React.ComponentType };
/** Every screen is its own chunk. */
const page = (load: () => Promise<Module>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    errorElement: <RouteError />,
    children: [
      {
        Component: GuestOnly,
        children: [
          { path: '/auth', ...page(() => import('../features/auth/routes/sign-in')) },
          { path: '/register', ...page(() => import('../features/auth/routes/register')) },
          { path: '/forgot-password', ...page(() => import('../features/auth/routes/forgot-password')) },
        ],
      },
      { path: '/otp-verification', ...page(() => import('../features/auth/routes/otp-verification')) },
      { path: '/restricted', ...page(() => import('../features/auth/routes/restricted')) },
      {
        path: '/',
        ...page(() => import('./protected-layout')),
        children: [
          { index: true, ...page(() => import('../features/dashboard/routes/dashboard')) },
          { path: 'trading', ...page(() => import('../features/trading/routes/trading')) },
          { path: 'wallets', ...page(() => import('../features/wallets/routes/wallets')) },
          { path: 'tickets', ...page(() => import('../features/tickets/routes/tickets')) },
          { path: 'reports', ...page(() => import('../features/reports/routes/reports')) },
          { path: 'notifications', ...page(() => import('../features/notifications/routes/notifications')) },
          { path: 'settings', ...page(() => import('../features/settings/routes/settings')) },
        ],
      },
      { path: '*', ...page(() => import('./not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
