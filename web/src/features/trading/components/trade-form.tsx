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
import type { TradeSide } from '@gold/contracts/trading';
import { useMarketStatus } from '../../../entities/market/api/get-market-status';
import { findWallet, useWallets } from '../../../entities/wallets/api/get-wallets';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import type { TradeOrder } from '../api/trade-api';
import { useReadSidePrice, useSidePrice } from '../hooks/use-side-price';
import {
  canSubmit,
  milligramsFor,
  sanitizeGrams,
  sanitizeToman,
  tradeProblem,
  type AmountMode,
  type TradeCheck,
} from '../lib/trade-validation';
import { TRADING_TEXT } from '../messages';
import { PriceCard } from './price-card';
import { SidePriceField, TradeTotal } from './trade-figures';

/**
 * The trade request form (spec 2 section 2), in the spec's order: prices, side, amount, price, total, warnings,
 * submit. The price follows the live one until submit; the order then goes to the confirmation dialog as it was.
 * `initialSide` is the side it opens on (the dashboard's sell action opens /trading?side=sell).
 */
export function TradeForm({ onSubmit, initialSide = 'buy' }: { onSubmit(order: TradeOrder): void; initialSide?: TradeSide }) {
  const [side, setSide] = useState<TradeSide>(initialSide);
  const [mode, setMode] = useState<AmountMode>('grams');
  const [text, setText] = useState('');
  const market = useMarketStatus();
  const wallets = useWallets();
  const readSidePrice = useReadSidePrice();

  const money = findWallet(wallets.data ?? [], 'money');
  const gold = findWallet(wallets.data ?? [], 'gold');
  // Default prices stand in for a failed fetch on the header, but no trade is asked at them (useSidePrice).
  const checkAt = (price: number | null): TradeCheck => ({
    side,
    mode,
    text,
    mg: milligramsFor(mode, text, price),
    price,
    marketClosed: market.data?.isOpen === false,
    wallets: { status: wallets.status, money, gold },
  });
  // The price figures read the price themselves (trade-figures); the form reads only what it makes of it, so a tick
  // that changes none of this (no amount yet, or grams the balance covers) does not re-render the form.
  const { mg, problem, submittable } = useSidePrice(side, (price) => {
    const check = checkAt(price);
    return { mg: check.mg, problem: tradeProblem(check), submittable: canSubmit(check) };
  });
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

  // The order takes the price as it is at submit.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkAt(readSidePrice(side));
    if (canSubmit(check) && check.mg && check.price) onSubmit({ side, mg: check.mg, price: check.price });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PriceCard />
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
        <SidePriceField side={side} />
        <TradeTotal side={side} mode={mode} text={text} />
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
          disabled={!submittable}
        >
          {side === 'buy' ? TRADING_TEXT.submitBuy : TRADING_TEXT.submitSell}
        </Button>
      </Paper>
    </Box>
  );
}
