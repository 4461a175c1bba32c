import { memo, useCallback, useDeferredValue, useId, useState, useTransition } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { mgToGrams } from '@gold/contracts/money';
import { readAmount } from '@gold/contracts/rules/amount-input';
import type { TradeSide } from '@gold/contracts/trading';
import { useMarketStatus } from '../../../entities/market/api/get-market-status';
import { findWallet, useWallets } from '../../../entities/wallets/api/get-wallets';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { FormattedField } from '../../../shared/ui/formatted-field';
import type { TradeOrder } from '../api/create-trade-request';
import { useReadSidePrice, useSidePrice } from '../hooks/use-side-price';
import {
  canSubmit,
  milligramsFor,
  tradeProblem,
  type AmountMode,
  type TradeCheck,
  type TradeProblem,
} from '../lib/trade-validation';
import { TRADING_TEXT } from '../messages';
import { PriceCard, type PriceAction } from './price-card';
import { SidePriceField, TradeSummary } from './trade-figures';

/**
 * The trade request form (spec 2 section 2), in the spec's order: prices, side, amount, price, total, warnings,
 * submit. The price follows the live one until submit; the order then goes to the confirmation dialog as it was.
 * `initialSide` is the side it opens on (the dashboard's sell action opens /trading?side=sell).
 */
export function TradeForm({
  onSubmit,
  initialSide = 'buy',
  priceAction,
}: {
  onSubmit(order: TradeOrder): void;
  initialSide?: TradeSide;
  /** Beside the price card's title (the app's price alerts): given the side the form is on. */
  priceAction?: PriceAction;
}) {
  const [side, setSide] = useState<TradeSide>(initialSide);
  const [mode, setMode] = useState<AmountMode>('grams');
  // A keystroke or a side press renders the field or the toggle at once; what the amount and the side imply (the
  // checks, the help, the price, the total, the button) follows from their deferred values, in a render React can
  // interrupt, so it does not hold the input's paint back on a slow phone.
  const [amount, setAmount] = useState('');
  const [focused, setFocused] = useState(false);
  const forAmount = useDeferredValue(amount);
  const forSide = useDeferredValue(side);
  const forMode = useDeferredValue(mode);
  const [opening, startOpening] = useTransition();
  const market = useMarketStatus();
  const wallets = useWallets();
  const readSidePrice = useReadSidePrice();

  const money = findWallet(wallets.data ?? [], 'money');
  const gold = findWallet(wallets.data ?? [], 'gold');
  // Default prices stand in for a failed fetch on the header, but no trade is asked at them (useSidePrice).
  const checkAt = (price: number | null, chosen = forSide, unit = forMode, typed = forAmount): TradeCheck => ({
    side: chosen,
    mode: unit,
    text: typed,
    mg: milligramsFor(unit, typed, price),
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

  const amountProblem = problem?.field === 'amount' && !(focused && problem.untilBlur) ? problem : null;
  const amountHelp = amountProblem
    ? amountProblem.message
    : forMode === 'toman' && mg
      ? TRADING_TEXT.gramsEquivalent(formatGrams(mgToGrams(mg)))
      : available
        ? `${TRADING_TEXT.available}: ${available}`
        : ' ';

  // A new mode starts with an empty field.
  const switchMode = useCallback((toman: boolean) => {
    setMode(toman ? 'toman' : 'grams');
    setAmount('');
  }, []);

  // The order takes the amount as typed, the side as pressed and the price as it is at submit. The button answers at
  // once; the confirmation opens in a transition.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkAt(readSidePrice(side), side, mode, amount);
    if (opening || !canSubmit(check) || !check.mg || !check.price) return;
    const order = { side, mg: check.mg, price: check.price };
    startOpening(() => onSubmit(order));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PriceCard side={forSide} action={priceAction} />
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
        <AmountField
          mode={mode}
          text={amount}
          onText={setAmount}
          onFocusChange={setFocused}
          error={amountProblem !== null}
          help={amountHelp}
        />
        <SidePriceField side={forSide} />
        <FormEnd side={forSide} mode={forMode} text={forAmount} problem={problem} submittable={submittable} opening={opening} />
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
    >
      {/* Each side keeps its colour (it shows only when pressed): a press then changes which one is selected, and
          no style, where the group's colour gave both new styles in the press's frame (INP). */}
      <ToggleButton value="buy" color="success">
        {TRADING_TEXT.buy}
      </ToggleButton>
      <ToggleButton value="sell" color="error">
        {TRADING_TEXT.sell}
      </ToggleButton>
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

type AmountFieldProps = {
  mode: AmountMode;
  text: string;
  /** Each change, as the field keeps it. */
  onText(text: string): void;
  onFocusChange(focused: boolean): void;
  error: boolean;
  help: string;
};

const AmountField = memo(function AmountField({ mode, text, onText, onFocusChange, error, help }: AmountFieldProps) {
  return (
    <FormattedField
      label={mode === 'toman' ? TRADING_TEXT.amountToman : TRADING_TEXT.amountGrams}
      value={text}
      onChange={onText}
      format={(input, caret) => {
        const reading = readAmount(input, mode, caret);
        return { value: reading.display, caret: reading.caret };
      }}
      inputMode={mode === 'toman' ? 'numeric' : 'decimal'}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      error={error}
      helperText={help}
      autoComplete="off"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">{mode === 'toman' ? TRADING_TEXT.toman : TRADING_TEXT.grams}</InputAdornment>
          ),
        },
      }}
    />
  );
});

/**
 * The sell note, the form's problem, the order's summary and the submit button: they follow the (deferred) amount, not
 * each keystroke. `opening`: the order is on its way to the confirmation, which opens in a transition after the
 * button's answer. The button then ignores presses but stays focusable (aria-disabled, not disabled): the dialog
 * takes focus from it and gives it back when it closes, which a disabled button cannot take. Not MUI's `loading`: its
 * first spinner adds style rules that restyle the whole page in that frame.
 */
const FormEnd = memo(function FormEnd({
  side,
  mode,
  text,
  problem,
  submittable,
  opening,
}: {
  side: TradeSide;
  mode: AmountMode;
  text: string;
  problem: TradeProblem | null;
  submittable: boolean;
  opening: boolean;
}) {
  const summaryId = useId();
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
      <TradeSummary id={summaryId} side={side} mode={mode} text={text} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        color={side === 'buy' ? 'success' : 'error'}
        disabled={!submittable && !opening}
        aria-disabled={opening || undefined}
        aria-describedby={summaryId}
      >
        {side === 'buy' ? TRADING_TEXT.submitBuy : TRADING_TEXT.submitSell}
      </Button>
    </>
  );
});
