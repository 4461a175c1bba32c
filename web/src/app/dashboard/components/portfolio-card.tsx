import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import { mgToGrams } from '@gold/contracts/money';
import { useGoldPriceQuery } from '../../../entities/prices/api/get-gold-price';
import { usePriceHistory } from '../../../entities/prices/api/get-price-history';
import { findWallet, useWallets } from '../../../entities/wallets/api/get-wallets';
import { paths } from '../../../shared/config/paths';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { useIdleAfterFirstPaint } from '../../../shared/lib/when-idle';
import { useNow } from '../../../shared/lib/use-now';
import { LoadError } from '../../../shared/ui/load-error';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { toMg, yesterdayClose } from '../lib/dashboard-data';
import { changeFromPrice, portfolioValue } from '../lib/portfolio';
import { DASHBOARD_TEXT, formatShare, formatSignedPercent, formatSignedToman } from '../messages';
import { CardEmpty, CardSkeleton, DashboardCard, Figure, FigureRow } from './dashboard-card';
import { SPARKLINE_HEIGHT } from './day-sparkline-height';

const TEXT = DASHBOARD_TEXT.portfolio;
/**
 * The hero at its tallest: on a phone the figures over the sparkline; from 1024 px the two side by side. Reserved from
 * the first paint, so nothing under it moves when the wallets arrive.
 */
export const PORTFOLIO_CARD_HEIGHT = { xs: 490, md: 290 };

// The sparkline is with the chart's chunk (@mui/x-charts), loaded after the page's first paint.
const DaySparkline = lazy(() => import('./day-sparkline'));
const sparklineFrame = <Skeleton variant="rounded" height={SPARKLINE_HEIGHT + 24} />;

/**
 * The page's hero: the portfolio's value, Toman plus the gold at the live sell price, the largest figure on the page,
 * with the day's price beside it. This card alone reads the live price among the figures, so a tick re-renders it and
 * nothing else on the page.
 */
export function PortfolioCard() {
  const wallets = useWallets();
  const empty = !!wallets.data && !findWallet(wallets.data, 'money') && !findWallet(wallets.data, 'gold');
  return (
    <DashboardCard id="portfolio-title" title={TEXT.title} minHeight={PORTFOLIO_CARD_HEIGHT} empty={empty} hero>
      <PortfolioBody />
    </DashboardCard>
  );
}

function PortfolioBody() {
  const wallets = useWallets();
  const price = useGoldPriceQuery();
  // The sparkline and its chart library follow the card's figures.
  const afterFirstView = useIdleAfterFirstPaint();

  if (wallets.isPending || price.isPending) return <CardSkeleton label={TEXT.loading} lines={4} />;
  if (!wallets.data)
    return <LoadError message={TEXT.walletsFailed} onRetry={() => void wallets.refetch()} retrying={wallets.isFetching} />;
  if (!price.data)
    return <LoadError message={TEXT.priceFailed} onRetry={() => void price.refetch()} retrying={price.isFetching} />;

  const money = findWallet(wallets.data, 'money');
  const gold = findWallet(wallets.data, 'gold');
  if (!money && !gold)
    return (
      <CardEmpty
        icon={<AccountBalanceWallet />}
        text={TEXT.empty}
        action={
          <Button component={RouterLink} to={paths.app.wallets.href()} size="small">
            {TEXT.emptyAction}
          </Button>
        }
      />
    );

  const goldMg = toMg(gold?.balance ?? 0);
  const value = portfolioValue({ toman: Math.round(money?.balance ?? 0), goldMg }, price.data.sellPrice);
  const goldShare = value.total > 0 ? value.gold / value.total : 0;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <div>
          <Typography variant="body2" color="text.secondary">
            {TEXT.total}
          </Typography>
          <Typography
            component="p"
            className="tabular-nums"
            data-testid="portfolio-total"
            sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800, lineHeight: 1.25 }}
          >
            {formatToman(value.total)}{' '}
            <Box component="span" sx={{ fontSize: '1rem', fontWeight: 600 }}>
              {DASHBOARD_TEXT.toman}
            </Box>
          </Typography>
        </div>
        <ChangeSinceYesterday goldMg={goldMg} sellPrice={price.data.sellPrice} total={value.total} />
        <Box
          role="img"
          aria-label={`${TEXT.split}: ${TEXT.shares(formatShare(goldShare), formatShare(1 - goldShare))}`}
          sx={{ display: 'flex', height: 8, borderRadius: 4, overflow: 'hidden', bgcolor: 'info.main' }}
        >
          {/* The share moves with every price: inline, it is no new style for emotion to make each time. */}
          <Box sx={{ bgcolor: 'warning.main' }} style={{ width: `${goldShare * 100}%` }} />
        </Box>
        <Figure
          label={TEXT.goldPart(formatGrams(mgToGrams(goldMg)))}
          value={`${formatToman(value.gold)} ${DASHBOARD_TEXT.toman} (${formatShare(goldShare)})`}
        />
        <Figure
          label={TEXT.tomanPart}
          value={`${formatToman(value.toman)} ${DASHBOARD_TEXT.toman} (${formatShare(value.total > 0 ? 1 - goldShare : 0)})`}
        />
      </Box>
      <Suspense fallback={sparklineFrame}>{afterFirstView ? <DaySparkline /> : sparklineFrame}</Suspense>
    </Box>
  );
}

/** What the price did to the same gold since yesterday's close, read from the week's hourly history. */
function ChangeSinceYesterday({ goldMg, sellPrice, total }: { goldMg: number; sellPrice: number; total: number }) {
  const history = usePriceHistory('1w');
  const now = useNow(60_000);

  let value;
  let colour = 'text.primary';
  if (history.isPending)
    // A label on the skeleton's plain span is not allowed (axe: aria-prohibited-attr): the words are read instead.
    value = (
      <>
        <Skeleton variant="text" width={120} aria-hidden sx={{ display: 'inline-block' }} />
        <VisuallyHidden>{TEXT.changeLoading}</VisuallyHidden>
      </>
    );
  else {
    const close = history.data ? yesterdayClose(history.data.points, now) : null;
    if (close === null) value = TEXT.changeUnknown;
    else {
      const change = changeFromPrice(goldMg, close, sellPrice);
      const before = total - change;
      if (change === 0) value = TEXT.changeNone;
      else {
        const basisPoints = before > 0 ? Math.round((change * 10_000) / before) : 0;
        value = `${formatSignedToman(change)} ${DASHBOARD_TEXT.toman} (${formatSignedPercent(basisPoints)})`;
        colour = change > 0 ? 'success.main' : 'error.main';
      }
    }
  }
  return (
    <FigureRow label={TEXT.change} stackOnPhone>
      <Typography
        component="span"
        className="tabular-nums"
        sx={{ fontWeight: 600, color: colour, textAlign: { xs: 'start', sm: 'end' } }}
      >
        {value}
      </Typography>
    </FigureRow>
  );
}
