import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Today from '@mui/icons-material/TodayOutlined';
import { mgToGrams } from '@gold/contracts/money';
import { paths } from '../../../shared/config/paths';
import { formatDigits, formatGrams, formatPersianDateTime, formatToman } from '../../../shared/lib/format';
import { useNow } from '../../../shared/lib/use-now';
import { LoadError } from '../../../shared/ui/load-error';
import { statusTone } from '../../../shared/ui/status-tone';
import { useDashboardTrades } from '../hooks/use-dashboard-trades';
import { todaysTrades } from '../lib/dashboard-data';
import { DASHBOARD_TEXT } from '../messages';
import { CardEmpty, CardSkeleton, DashboardCard, Figure } from './dashboard-card';

export const TODAY_CARD_HEIGHT = 300;
/**
 * Five trades: 400 px where each fits one line; 560 px where the card is narrow enough (a phone, or half the page
 * from 1024 px) for a trade's price and status to wrap under it.
 */
export const RECENT_CARD_HEIGHT = { xs: 560, sm: 400, md: 560, lg: 400 };
const RECENT_COUNT = 5;

/** The trades completed since midnight in Tehran: how many, and the grams bought and sold. */
export function TodayTradesCard() {
  const TEXT = DASHBOARD_TEXT.today;
  const trades = useDashboardTrades();
  const now = useNow(60_000);

  let body;
  let empty = false;
  if (trades.isPending) body = <CardSkeleton label={TEXT.loading} lines={3} />;
  else if (!trades.data)
    body = <LoadError message={TEXT.failed} onRetry={() => void trades.refetch()} retrying={trades.isFetching} />;
  else {
    const today = todaysTrades(trades.data.items, now);
    empty = today.count === 0;
    body =
      today.count === 0 ? (
        <CardEmpty icon={<Today />} text={TEXT.empty} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Figure label={TEXT.count} value={formatDigits(today.count)} strong />
          <Figure label={TEXT.bought} value={`${formatGrams(mgToGrams(today.boughtMg))} ${DASHBOARD_TEXT.grams}`} />
          <Figure label={TEXT.sold} value={`${formatGrams(mgToGrams(today.soldMg))} ${DASHBOARD_TEXT.grams}`} />
        </Box>
      );
  }
  return (
    <DashboardCard id="today-title" title={TEXT.title} minHeight={TODAY_CARD_HEIGHT} empty={empty}>
      {body}
    </DashboardCard>
  );
}

/** The five newest trades, whatever their status, with the way to the full history on /trading. */
export function RecentTradesCard() {
  const TEXT = DASHBOARD_TEXT.recent;
  const trades = useDashboardTrades();

  let body;
  const empty = trades.data?.items.length === 0;
  if (trades.isPending) body = <CardSkeleton label={TEXT.loading} lines={5} />;
  else if (!trades.data)
    body = <LoadError message={TEXT.failed} onRetry={() => void trades.refetch()} retrying={trades.isFetching} />;
  else if (trades.data.items.length === 0) body = <CardEmpty icon={<ReceiptLong />} text={TEXT.empty} />;
  else
    body = (
      <List aria-label={TEXT.list} disablePadding>
        {trades.data.items.slice(0, RECENT_COUNT).map((trade) => (
          <ListItem
            key={trade.id}
            divider
            disableGutters
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', py: 1 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, color: trade.type === 'buy' ? 'success.main' : 'error.main' }}>
                {TEXT.side[trade.type]} {formatGrams(trade.amount)} {DASHBOARD_TEXT.grams}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatPersianDateTime(trade.timestamp)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {/* The price a gram, not the trade's total. */}
              <Typography variant="body2" className="tabular-nums" sx={{ whiteSpace: 'nowrap' }}>
                {formatToman(trade.price)} {DASHBOARD_TEXT.tomanPerGram}
              </Typography>
              <Chip size="small" color={statusTone(trade.status)} label={TEXT.status[trade.status]} />
            </Box>
          </ListItem>
        ))}
      </List>
    );

  return (
    <DashboardCard
      id="recent-title"
      title={TEXT.title}
      minHeight={RECENT_CARD_HEIGHT}
      empty={empty}
      action={
        <Button component={RouterLink} to={paths.app.trading.href()} size="small">
          {TEXT.all}
        </Button>
      }
    >
      {body}
    </DashboardCard>
  );
}
