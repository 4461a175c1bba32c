import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIdleAfterFirstPaint } from '../../shared/lib/when-idle';
import { useSession } from '../../shared/session/session-context';
import { PageTitle } from '../../shared/ui/page-title';
import { priceAlertsOffered } from '../../features/price-alerts/lib/capability';
import { AccountCard } from './components/account-card';
import { CardSkeleton, CHART_CARD_HEIGHT, DashboardCard } from './components/dashboard-card';
import { PortfolioCard } from './components/portfolio-card';
import { PriceAlertsCard } from './components/price-alerts-card';
import { ProfitLossCard } from './components/profit-loss-card';
import { QuickActions } from './components/quick-actions';
import { RecentTradesCard, TodayTradesCard } from './components/trades-cards';
import { DASHBOARD_TEXT } from './messages';

// The chart and @mui/x-charts are a chunk of their own, asked for once the page is idle after its first view.
const PriceChartCard = lazy(() => import('./components/price-chart-card'));

/** Twelve columns from 1200 px, two from 600 px, one below. */
const span = (lg: number) => ({ gridColumn: { xs: 'span 12', md: 'span 6', lg: `span ${lg}` }, minWidth: 0 });

/**
 * The dashboard (`/`): it composes several entities, so it lives in app/. Each card loads, fails and retries on its
 * own inside a reserved height, so a failing card never blanks the page and nothing shifts as cards arrive.
 */
export default function DashboardRoute() {
  const { user } = useSession();
  const afterFirstView = useIdleAfterFirstPaint();
  const chartFrame = (
    <DashboardCard id="price-chart-title" title={DASHBOARD_TEXT.chart.title} minHeight={CHART_CARD_HEIGHT}>
      <CardSkeleton label={DASHBOARD_TEXT.chart.loading} height={388} />
    </DashboardCard>
  );
  return (
    <>
      <PageTitle>{DASHBOARD_TEXT.pageTitle}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {user?.name ? DASHBOARD_TEXT.welcome(user.name) : DASHBOARD_TEXT.welcomeAnonymous}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', alignItems: 'stretch' }}>
        {/* The hero first and across the page: what the customer owns, now. */}
        <Box sx={{ gridColumn: 'span 12', minWidth: 0 }}>
          <PortfolioCard />
        </Box>
        <Box sx={span(6)}>
          <ProfitLossCard />
        </Box>
        <Box sx={span(6)}>
          <TodayTradesCard />
        </Box>
        <Box sx={{ ...span(8), gridColumn: { xs: 'span 12', lg: 'span 8' } }}>
          <Suspense fallback={chartFrame}>{afterFirstView ? <PriceChartCard /> : chartFrame}</Suspense>
        </Box>
        <Box sx={span(4)}>
          <QuickActions />
        </Box>
        <Box sx={span(8)}>
          <RecentTradesCard />
        </Box>
        <Box sx={span(4)}>
          <AccountCard />
        </Box>
        {priceAlertsOffered() && (
          <Box sx={{ gridColumn: 'span 12', minWidth: 0 }}>
            <PriceAlertsCard />
          </Box>
        )}
      </Box>
    </>
  );
}
