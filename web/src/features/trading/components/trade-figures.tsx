import { memo } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tradeTotal } from '@gold/contracts/rules/trading';
import type { TradeSide } from '@gold/contracts/trading';
import { formatToman } from '../../../shared/lib/format';
import { useThrottledAnnouncement } from '../../../shared/lib/use-throttled-announcement';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { useSidePrice } from '../hooks/use-side-price';
import { milligramsFor, type AmountMode } from '../lib/trade-validation';
import { TRADING_TEXT } from '../messages';

/** How often a figure that follows the live price may be said again, when only the price moved it. */
const ANNOUNCE_EVERY_MS = 10_000;

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
  const figure = total === null ? null : `${formatToman(total)} ${TRADING_TEXT.toman}`;
  // Said when the customer's amount, unit or side changes it; a live price moves it every second, and that is said at
  // most once every 10 s, as the header's prices are (quality.md).
  const announced = useThrottledAnnouncement(
    figure ? `${TRADING_TEXT.total}: ${figure}` : '',
    ANNOUNCE_EVERY_MS,
    `${side} ${mode} ${text}`,
  );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{TRADING_TEXT.total}</Typography>
      <Typography variant="h6" component="p" className="tabular-nums" sx={{ fontWeight: 700 }}>
        {figure ?? '—'}
      </Typography>
      <VisuallyHidden live="polite">{announced}</VisuallyHidden>
    </Box>
  );
});
