import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { mgToGrams } from '@gold/contracts/money';
import { priceForSide, tradeTotal } from '@gold/contracts/rules/trading';
import type { TradeSide } from '@gold/contracts/trading';
import { useMarketStatus } from '../../../entities/market/api/get-market-status';
import { useLivePrices } from '../../../entities/prices/hooks/use-live-prices';
import { findWallet, useWallets } from '../../../entities/wallets/api/get-wallets';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import type { TradeOrder } from '../api/trade-api';
import { canSubmit, milligramsFor, sanitizeGrams, sanitizeToman, tradeProblem, type AmountMode } from '../lib/trade-validation';
import { TRADING_TEXT } from '../messages';
import { PriceCard } from './price-card';

/**
 * The trade request form (spec 2 section 2), in the spec's order: prices, side, amount, price, total, warnings,
 * submit. The price follows the live one until submit; the order then goes to the confirmation dialog as it was.
 * `initialSide` is the side it opens on (the dashboard's sell action opens /trading?side=sell).
 */
export function TradeForm({ onSubmit, initialSide = 'buy' }: { onSubmit(order: TradeOrder): void; initialSide?: TradeSide }) {
  const [side, setSide] = useState<TradeSide>(initialSide);
  const [mode, setMode] = useState<AmountMode>('grams');
  const [text, setText] = useState('');
  const live = useLivePrices();
  const market = useMarketStatus();
  const wallets = useWallets();

  // Default prices stand in for a failed fetch on the header, but no trade is asked at them.
  const price = live.price && !live.isFallback ? priceForSide(side, live.price) : null;
  const mg = milligramsFor(mode, text, price);
  const money = findWallet(wallets.data ?? [], 'money');
  const gold = findWallet(wallets.data ?? [], 'gold');
  const check = {
    side,
    mode,
    text,
    mg,
    price,
    marketClosed: market.data?.isOpen === false,
    wallets: { status: wallets.status, money, gold },
  };
  const problem = tradeProblem(check);
  const total = mg !== null && price ? tradeTotal(mg, price) : null;
  const available =
    side === 'buy'
      ? money && `${formatToman(money.availableBalance)} ${TRADING_TEXT.toman}`
      : gold && `${formatGrams(gold.availableBalance)} ${TRADING_TEXT.grams}`;

  const amountHelp =
    problem?.field === 'amount'
      ? problem.message
      : mode === 'toman' && mg
        ? TRADING_TEXT.gramsEquivalent(formatGrams(mgToGrams(mg)))
        : available
          ? `${TRADING_TEXT.available}: ${available}`
          : ' ';

  const switchMode = (toman: boolean) => {
    setMode(toman ? 'toman' : 'grams');
    setText('');
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (canSubmit(check) && mg && price) onSubmit({ side, mg, price });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PriceCard price={live.price} isFallback={live.isFallback} />
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="trade-form-title"
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        <Typography id="trade-form-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {TRADING_TEXT.formTitle}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={side}
          onChange={(_e, value: TradeSide | null) => value && setSide(value)}
          aria-label={TRADING_TEXT.side}
          color={side === 'buy' ? 'success' : 'error'}
        >
          <ToggleButton value="buy">{TRADING_TEXT.buy}</ToggleButton>
          <ToggleButton value="sell">{TRADING_TEXT.sell}</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={mode === 'toman'} onChange={(e) => switchMode(e.target.checked)} />}
          label={TRADING_TEXT.byToman}
        />
        <TextField
          label={mode === 'toman' ? TRADING_TEXT.amountToman : TRADING_TEXT.amountGrams}
          value={text}
          onChange={(e) => setText(mode === 'toman' ? sanitizeToman(e.target.value) : sanitizeGrams(e.target.value))}
          error={problem?.field === 'amount'}
          helperText={amountHelp}
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: mode === 'toman' ? 'numeric' : 'decimal', dir: 'ltr', className: 'tabular-nums' },
            input: {
              endAdornment: (
                <InputAdornment position="end">{mode === 'toman' ? TRADING_TEXT.toman : TRADING_TEXT.grams}</InputAdornment>
              ),
            },
          }}
        />
        <TextField
          label={TRADING_TEXT.price}
          value={price ? formatToman(price) : ''}
          placeholder={TRADING_TEXT.priceLoading}
          helperText={TRADING_TEXT.priceHelp}
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', className: 'tabular-nums' } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{TRADING_TEXT.total}</Typography>
          <Typography variant="h6" component="p" className="tabular-nums" aria-live="polite" sx={{ fontWeight: 700 }}>
            {total === null ? '—' : `${formatToman(total)} ${TRADING_TEXT.toman}`}
          </Typography>
        </Box>
        {side === 'sell' && <Alert severity="info">{TRADING_TEXT.sellNote}</Alert>}
        {problem?.field === 'form' && (
          <Alert
            severity={
              problem.message === TRADING_TEXT.walletsLoading || problem.message === TRADING_TEXT.priceLoading
                ? 'info'
                : 'warning'
            }
          >
            {problem.message}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          color={side === 'buy' ? 'success' : 'error'}
          disabled={!canSubmit(check)}
        >
          {side === 'buy' ? TRADING_TEXT.submitBuy : TRADING_TEXT.submitSell}
        </Button>
      </Paper>
    </Box>
  );
}
