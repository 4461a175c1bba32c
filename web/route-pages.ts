import type { RoutePages } from './route-html.ts';

/** Each route's screen modules, as src/app/router.tsx loads them (src/app/route-pages.test.ts holds the two together). */
const shell = 'src/app/protected-layout.tsx';
export const routePages: RoutePages = {
  '/auth': { modules: ['src/features/auth/routes/sign-in.tsx'], guest: true, prerender: true },
  '/register': { modules: ['src/features/auth/routes/register.tsx'], guest: true },
  '/forgot-password': { modules: ['src/features/auth/routes/forgot-password.tsx'], guest: true },
  '/otp-verification': { modules: ['src/features/auth/routes/otp-verification.tsx'], guest: true },
  '/restricted': { modules: ['src/features/auth/routes/restricted.tsx'], guest: true },
  '/': { modules: [shell, 'src/app/dashboard/dashboard.tsx'], prerender: true },
  // The app composes the trading page: the trading tools and the price alerts beside the prices.
  '/trading': { modules: [shell, 'src/app/trading-page.tsx'], prerender: true },
  ...Object.fromEntries(
    ['wallets', 'tickets', 'reports', 'notifications', 'settings'].map((f) => [
      `/${f}`,
      // The reports' first view names this week's dates: a page built on another day would show the wrong ones.
      { modules: [shell, `src/features/${f}/routes/${f}.tsx`], prerender: f !== 'reports' },
    ]),
  ),
  '/reports/print': { modules: ['src/features/reports/routes/statement-print.tsx'] },
};
