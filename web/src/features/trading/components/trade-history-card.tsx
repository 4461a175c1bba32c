import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Refresh from '@mui/icons-material/Refresh';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import { useTradeHistory, type TradeView } from '../../../entities/trades/api/get-trade-history';
import { formatGrams, formatPersianDateTime, formatToman } from '../../../shared/lib/format';
import { TRADING_TEXT } from '../messages';
import { LoadError } from '../../../shared/ui/load-error';
import { UI_TEXT } from '../../../shared/ui/messages';
import { statusTone } from '../../../shared/ui/status-tone';

type ResumeProps = {
  /** Takes a pending request's confirmation up again; without it (a confirmation is showing) none is offered. */
  onResume?(requestId: string): void;
};

function TradeRow({ trade, resumable, onResume }: { trade: TradeView; resumable: boolean; onResume?(id: string): void }) {
  const buy = trade.type === 'buy';
  const sideLabel = buy ? TRADING_TEXT.buy : TRADING_TEXT.sell;
  return (
    <ListItem divider sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: '1fr auto', alignItems: 'center', py: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={buy ? 'success' : 'error'}
          label={buy ? TRADING_TEXT.buy : TRADING_TEXT.sell}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {trade.symbol === GOLD_SYMBOL ? TRADING_TEXT.symbol : trade.symbol}
        </Typography>
      </Box>
      <Chip size="small" color={statusTone(trade.status)} label={TRADING_TEXT.status[trade.status]} />
      <Typography variant="body2" className="tabular-nums">
        {`${formatGrams(trade.amount)} ${TRADING_TEXT.grams} × ${formatToman(trade.price)} ${TRADING_TEXT.toman}`}
      </Typography>
      <Typography variant="body2" className="tabular-nums" sx={{ fontWeight: 600, textAlign: 'end' }}>
        {trade.total !== null ? `${formatToman(trade.total)} ${TRADING_TEXT.toman}` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        <time dateTime={trade.timestamp}>{formatPersianDateTime(trade.timestamp)}</time>
        {trade.dealerName && `${UI_TEXT.comma} ${TRADING_TEXT.dealer[trade.type](trade.dealerName)}`}
      </Typography>
      {resumable && onResume && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PlayArrow />}
            onClick={() => onResume(trade.id)}
            aria-label={TRADING_TEXT.resumeLabel(sideLabel)}
            data-resume-id={trade.id}
          >
            {TRADING_TEXT.resume}
          </Button>
        </Box>
      )}
    </ListItem>
  );
}

/**
 * The trade history: pages of 10, newest first, with refresh and load more (spec 2 section 2). The request still
 * open has a way back to its confirmation.
 */
export function TradeHistoryCard({ onResume }: ResumeProps = {}) {
  const history = useTradeHistory();
  const items = history.data?.items ?? [];

  let body;
  if (history.isPending) {
    body = (
      <Box role="status" aria-label={TRADING_TEXT.historyLoading} sx={{ px: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} />
        ))}
      </Box>
    );
  } else if (history.isError && !history.data) {
    body = (
      <LoadError
        message={TRADING_TEXT.historyFailed}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
        sx={{ m: 2 }}
      />
    );
  } else if (items.length === 0) {
    body = (
      <Box sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }}>
        <History sx={{ fontSize: 44, mb: 1 }} aria-hidden />
        <Typography>{TRADING_TEXT.historyEmpty}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        <List disablePadding aria-label={TRADING_TEXT.historyTitle}>
          {items.map((trade) => (
            <TradeRow key={trade.id} trade={trade} resumable={trade.status === 'pending'} onResume={onResume} />
          ))}
        </List>
        {history.isFetchNextPageError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {TRADING_TEXT.historyFailed}
          </Alert>
        )}
        {history.hasNextPage && (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <Button variant="outlined" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
              {TRADING_TEXT.loadMore}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="trade-history-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 2, pb: 1 }}>
        <Typography id="trade-history-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {TRADING_TEXT.historyTitle}
        </Typography>
        <Button
          size="small"
          startIcon={<Refresh />}
          onClick={() => void history.refetch()}
          loading={history.isFetching && !history.isPending && !history.isFetchingNextPage}
          loadingPosition="start"
        >
          {TRADING_TEXT.refresh}
        </Button>
      </Box>
      {body}
    </Paper>
  );
}
