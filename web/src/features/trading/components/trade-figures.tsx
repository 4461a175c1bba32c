import { memo } from 'react';
import Box from '@mui/material/Box';
import { TextField } from '../../../shared/ui/text-field';
import Typography from '@mui/material/Typography';
import { mgToGrams } from '@gold/contracts/money';
import { tradeTotal } from '@gold/contracts/rules/trading';
import type { TradeSide } from '@gold/contracts/trading';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { UI_TEXT } from '../../../shared/ui/messages';
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

/**
 * The order as it stands, in large type just above the submit button: «≈ ۲٫۵ گرم، ۱۸٬۹۵۲٬۵۰۰ تومان», a dash until
 * there is an amount. A comma, not a middle dot: beside Persian digits a dot reads as one more zero. It is the form's one total. It is no live region (the price moves it every second); the submit
 * button is described by this very element, so a screen reader reads what the customer sees, when it is read.
 * Memoised: it follows the form's deferred amount and the side's price.
 */
export const TradeSummary = memo(function TradeSummary({
  id,
  side,
  mode,
  text,
}: {
  id: string;
  side: TradeSide;
  mode: AmountMode;
  text: string;
}) {
  const figure = useSidePrice(side, (price) => {
    const mg = milligramsFor(mode, text, price);
    if (mg === null || mg <= 0) return null;
    const grams = `≈ ${formatGrams(mgToGrams(mg))} ${TRADING_TEXT.grams}`;
    return [grams, price ? `${formatToman(tradeTotal(mg, price))} ${TRADING_TEXT.toman}` : '—'] as const;
  });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography color="text.secondary">{TRADING_TEXT.total}</Typography>
      <Typography id={id} variant="h5" component="p" className="tabular-nums" sx={{ fontWeight: 700 }}>
        {/* A narrow screen breaks the line at the comma, never between a number and its unit. */}
        {figure ? (
          <>
            <span className="nowrap">{`${figure[0]}${UI_TEXT.comma}`}</span> <span className="nowrap">{figure[1]}</span>
          </>
        ) : (
          '—'
        )}
      </Typography>
    </Box>
  );
});
