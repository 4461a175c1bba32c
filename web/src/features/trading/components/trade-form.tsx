import { memo, useCallback, useDeferredValue, useState } from 'react';
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
  type TradeProblem,
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
  // The field shows each keystroke, and the toggle each side, at once; what they imply (the checks, the help, the
  // price, the total, the button) follows in a render React may interrupt, so the input paints without waiting for
  // it on a slow phone.
  const amount = useDeferredValue(text);
  const forSide = useDeferredValue(side);
  const market = useMarketStatus();
  const wallets = useWallets();
  const readSidePrice = useReadSidePrice();

  const money = findWallet(wallets.data ?? [], 'money');
  const gold = findWallet(wallets.data ?? [], 'gold');
  // Default prices stand in for a failed fetch on the header, but no trade is asked at them (useSidePrice).
  const checkAt = (price: number | null, typed = amount, chosen = forSide): TradeCheck => ({
    side: chosen,
    mode,
    text: typed,
    mg: milligramsFor(mode, typed, price),
    price,
    marketClosed: market.data?.isOpen === false,
    wallets: { status: wallets.status, money, gold },
  });
  // The price figures read the price themselves (trade-figures); the form reads only what it makes of it, so a tick
  // that changes none of this (no amount yet, or grams the balance covers) does not re-render the form.
  const { mg, problem, submittable } = useSidePrice(forSide, (price) => {
    const check = checkAt(price);
    return { mg: check.mg, problem: tradeProblem(check), submittable: canSubmit(check) };
  });
  const available =
    forSide === 'buy'
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

  const switchMode = useCallback((toman: boolean) => {
    setMode(toman ? 'toman' : 'grams');
    setText('');
  }, []);

  // The order takes the price as it is at submit.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkAt(readSidePrice(side), text, side);
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
        <SideToggle side={side} onChange={setSide} />
        <AmountModeSwitch toman={mode === 'toman'} onChange={switchMode} />
        <AmountField mode={mode} text={text} onText={setText} error={problem?.field === 'amount'} help={amountHelp} />
        <SidePriceField side={forSide} />
        <TradeTotal side={forSide} mode={mode} text={amount} />
        <FormEnd side={forSide} problem={problem} submittable={submittable} />
      </Paper>
    </Box>
  );
}

// What does not change as the amount is typed is memoised, so a keystroke re-renders the field and what follows it.
const SideToggle = memo(function SideToggle({ side, onChange }: { side: TradeSide; onChange(side: TradeSide): void }) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      value={side}
      onChange={(_e, value: TradeSide | null) => value && onChange(value)}
      aria-label={TRADING_TEXT.side}
      color={side === 'buy' ? 'success' : 'error'}
    >
      <ToggleButton value="buy">{TRADING_TEXT.buy}</ToggleButton>
      <ToggleButton value="sell">{TRADING_TEXT.sell}</ToggleButton>
    </ToggleButtonGroup>
  );
});

const AmountModeSwitch = memo(function AmountModeSwitch({ toman, onChange }: { toman: boolean; onChange(toman: boolean): void }) {
  return (
    <FormControlLabel
      control={<Switch checked={toman} onChange={(e) => onChange(e.target.checked)} />}
      label={TRADING_TEXT.byToman}
    />
  );
});

type AmountFieldProps = { mode: AmountMode; text: string; onText(text: string): void; error: boolean; help: string };

const AmountField = memo(function AmountField({ mode, text, onText, error, help }: AmountFieldProps) {
  return (
    <TextField
      label={mode === 'toman' ? TRADING_TEXT.amountToman : TRADING_TEXT.amountGrams}
      value={text}
      onChange={(e) => onText(mode === 'toman' ? sanitizeToman(e.target.value) : sanitizeGrams(e.target.value))}
      error={error}
      helperText={help}
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
  );
});

/** The sell note, the form's problem and the submit button: they follow the (deferred) amount, not each keystroke. */
const FormEnd = memo(function FormEnd({
  side,
  problem,
  submittable,
}: {
  side: TradeSide;
  problem: TradeProblem | null;
  submittable: boolean;
}) {
  return (
    <>
      {side === 'sell' && <Alert severity="info">{TRADING_TEXT.sellNote}</Alert>}
      {problem?.field === 'form' && (
        <Alert
          severity={
            problem.message === TRADING_TEXT.walletsLoading || problem.message === TRADING_TEXT.priceLoading ? 'info' : 'warning'
          }
        >
          {problem.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" color={side === 'buy' ? 'success' : 'error'} disabled={!submittable}>
        {side === 'buy' ? TRADING_TEXT.submitBuy : TRADING_TEXT.submitSell}
      </Button>
    </>
  );
});
