import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TradeSide } from '@gold/contracts/trading';
import { useLivePrices } from '../../../entities/prices/hooks/use-live-prices';
import { formatToman } from '../../../shared/lib/format';
import { TRADING_TEXT } from '../messages';

function Figure({ label, value, color }: { label: string; value: number | null; color: string }) {
  return (
    <Box sx={{ flex: '1 1 0', minWidth: 0, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {value === null ? (
        <Skeleton width="70%" height={32} />
      ) : (
        <Typography
          variant="h5"
          component="p"
          className="tabular-nums"
          sx={{ color, fontWeight: 700, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}
        >
          {formatToman(value)}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {TRADING_TEXT.perGram}
      </Typography>
    </Box>
  );
}

/** What the page may put beside the card's title, for the side the form is on (the app's price alerts). */
export type PriceAction = (side: TradeSide) => ReactNode;

/**
 * The live buy and sell prices at the top of the form. It reads them itself, so a tick re-renders it and not the
 * form; memoised, so what the form does (a keystroke) does not re-render it.
 */
export const PriceCard = memo(function PriceCard({ side = 'buy', action }: { side?: TradeSide; action?: PriceAction }) {
  const { price, isFallback } = useLivePrices();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="trade-price-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="trade-price-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {TRADING_TEXT.livePrice}
        </Typography>
        {action?.(side)}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Figure label={TRADING_TEXT.buyPrice} value={price?.buyPrice ?? null} color="success.main" />
        <Figure label={TRADING_TEXT.sellPrice} value={price?.sellPrice ?? null} color="error.main" />
      </Box>
      {isFallback && (
        <Typography variant="caption" color="warning.main" sx={{ display: 'block', mt: 1 }}>
          {TRADING_TEXT.fallbackPrice}
        </Typography>
      )}
    </Paper>
  );
});
