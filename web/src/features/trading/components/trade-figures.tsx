import { memo } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tradeTotal } from '@gold/contracts/rules/trading';
import type { TradeSide } from '@gold/contracts/trading';
import { formatToman } from '../../../shared/lib/format';
import { useSidePrice } from '../hooks/use-side-price';
import { milligramsFor, type AmountMode } from '../lib/trade-validation';
import { TRADING_TEXT } from '../messages';

/*
 * The form's figures that follow the live price. Each reads the price itself, so a tick re-renders them and not the
 * form around them.
 */

/** The price per gram of the side, read-only; memoised, since a keystroke in the amount does not change it. */
export const SidePriceField = memo(function SidePriceField({ side }: { side: TradeSide }) {
  const price = useSidePrice(side);
  return (
    <TextField
      label={TRADING_TEXT.price}
      value={price ? formatToman(price) : ''}
      placeholder={TRADING_TEXT.priceLoading}
      helperText={TRADING_TEXT.priceHelp}
      slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', className: 'tabular-nums' } }}
    />
  );
});

/** What the amount comes to at the side's price; a dash until both are known. Memoised: it follows the form's deferred amount. */
export const TradeTotal = memo(function TradeTotal({ side, mode, text }: { side: TradeSide; mode: AmountMode; text: string }) {
  const total = useSidePrice(side, (price) => {
    const mg = milligramsFor(mode, text, price);
    return mg !== null && price ? tradeTotal(mg, price) : null;
  });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{TRADING_TEXT.total}</Typography>
      <Typography variant="h6" component="p" className="tabular-nums" aria-live="polite" sx={{ fontWeight: 700 }}>
        {total === null ? '—' : `${formatToman(total)} ${TRADING_TEXT.toman}`}
      </Typography>
    </Box>
  );
});
