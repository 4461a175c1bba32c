import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Insights from '@mui/icons-material/InsightsOutlined';
import { goldValue, mgToGrams } from '@gold/contracts/money';
import { useGoldPriceQuery } from '../../../entities/prices/api/get-gold-price';
import { findWallet, useWallets } from '../../../entities/wallets/api/get-wallets';
import { formatDigits, formatGrams, formatToman } from '../../../shared/lib/format';
import { LoadError } from '../../../shared/ui/load-error';
import { useDashboardTrades } from '../hooks/use-dashboard-trades';
import { costTrades, toMg } from '../lib/dashboard-data';
import { averageCost, profitAndLoss } from '../lib/portfolio';
import { DASHBOARD_TEXT, formatSignedPercent, formatSignedToman } from '../messages';
import { CardEmpty, CardSkeleton, DashboardCard, Figure } from './dashboard-card';

const TEXT = DASHBOARD_TEXT.profit;
/**
 * The loaded card at its tallest, every figure wrapped and the note on the wallet's other gold under them: more on a
 * phone, where that note takes three lines.
 */
export const PROFIT_CARD_HEIGHT = { xs: 440, md: 360 };

/** The gold the trades bought and the customer still holds, from the trades read (oldest first). */
function useHeldFromTrades() {
  const trades = useDashboardTrades();
  const items = trades.data?.items;
  const held = useMemo(() => (items ? averageCost(costTrades(items)) : null), [items]);
  return { trades, items, held };
}

/** The gold the trades bought and the customer still holds: its average cost against today's sell price. */
export function ProfitLossCard() {
  const { trades, held } = useHeldFromTrades();
  const empty = trades.complete && !!held && (held.heldMg === 0 || held.cost === 0);
  return (
    <DashboardCard id="profit-title" title={TEXT.title} minHeight={PROFIT_CARD_HEIGHT} empty={empty}>
      <ProfitLossBody />
    </DashboardCard>
  );
}

function ProfitLossBody() {
  const { trades, items, held } = useHeldFromTrades();

  if (trades.isError)
    return <LoadError message={TEXT.failed} onRetry={() => void trades.refetch()} retrying={trades.isFetching} />;
  if (!trades.complete || !held || !items) return <CardSkeleton label={TEXT.loading} lines={4} />;
  if (held.heldMg === 0 || held.cost === 0) return <CardEmpty icon={<Insights />} text={TEXT.empty} />;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LiveProfit held={held} />
      <Figure label={TEXT.cost} value={`${formatToman(held.cost)} ${DASHBOARD_TEXT.toman}`} />
      <Figure
        label={TEXT.averageCost}
        value={`${formatToman(Math.round((held.cost * 1000) / held.heldMg))} ${DASHBOARD_TEXT.toman}`}
      />
      <HeldDifference heldMg={held.heldMg} partial={trades.partial} />
      <Typography variant="caption" color="text.secondary">
        {trades.partial ? TEXT.partial(formatDigits(items.length)) : TEXT.method}
      </Typography>
    </Box>
  );
}

/**
 * Why the grams here differ from the gold wallet's: the card counts only gold bought through the trades it read, so
 * gold that came another way (a deposit, a transfer, trades older than those read) is in the wallet but not here, and
 * gold that left the wallet another way is here but no longer held.
 */
function HeldDifference({ heldMg, partial }: { heldMg: number; partial: boolean }) {
  const wallets = useWallets();
  const gold = wallets.data ? findWallet(wallets.data, 'gold') : null;
  if (!gold) return null;
  const difference = toMg(gold.balance) - heldMg;
  if (difference === 0) return null;
  const grams = formatGrams(mgToGrams(Math.abs(difference)));
  return (
    <Typography variant="body2" color="text.secondary" data-testid="held-difference">
      {difference > 0 ? TEXT.notFromTrades(grams, partial) : TEXT.notHeld(grams)}
    </Typography>
  );
}

/** The part that follows the live price, in a component of its own so a tick re-renders only it. */
function LiveProfit({ held }: { held: { heldMg: number; cost: number } }) {
  const price = useGoldPriceQuery();
  if (price.isPending) return <CardSkeleton label={TEXT.loading} lines={2} />;
  if (!price.data)
    return <LoadError message={TEXT.priceFailed} onRetry={() => void price.refetch()} retrying={price.isFetching} />;
  const result = profitAndLoss(held, price.data.sellPrice);
  if (!result) return null;
  const colour = result.toman > 0 ? 'success.main' : result.toman < 0 ? 'error.main' : 'text.primary';
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {TEXT.held(formatGrams(mgToGrams(held.heldMg)))}
      </Typography>
      <Typography component="p" className="tabular-nums" sx={{ fontSize: '1.5rem', fontWeight: 800, color: colour }}>
        {formatSignedToman(result.toman)} {DASHBOARD_TEXT.toman}{' '}
        <Box component="span" sx={{ fontSize: '1rem' }}>
          ({formatSignedPercent(result.basisPoints)})
        </Box>
      </Typography>
      <Figure
        label={TEXT.worth}
        value={`${formatToman(goldValue(held.heldMg, price.data.sellPrice, 'down'))} ${DASHBOARD_TEXT.toman}`}
      />
    </>
  );
}
