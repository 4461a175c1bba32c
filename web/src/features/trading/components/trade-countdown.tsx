import { memo, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { COUNTDOWN_GREEN_ABOVE_S, COUNTDOWN_RED_AT_OR_BELOW_S, TRADE_CONFIRM_WINDOW_S } from '@gold/contracts/constants';
import { countdownTone } from '@gold/contracts/rules/trading';
import { formatCountdown, formatDigits } from '../../../shared/lib/format';
import { useCountdown } from '../../../shared/lib/use-countdown';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { TRADING_TEXT } from '../messages';

/**
 * What the polite live region holds: it changes only at 30, 10 and 0 seconds, so a screen reader hears those
 * moments and not every second. At 10 it names the offer that will execute by itself, before it does.
 */
function announcementAt(secondsLeft: number, autoOffer: string | null): string {
  if (secondsLeft === 0) return TRADING_TEXT.timeUp;
  const mark = [COUNTDOWN_RED_AT_OR_BELOW_S, COUNTDOWN_GREEN_ABOVE_S].find((m) => secondsLeft <= m);
  if (mark === undefined) return '';
  if (mark === COUNTDOWN_RED_AT_OR_BELOW_S && autoOffer) return TRADING_TEXT.autoExecuteSoon(formatDigits(mark), autoOffer);
  return TRADING_TEXT.secondsLeft(formatDigits(mark));
}

type Props = {
  onZero(): void;
  /** When the window closes, on this browser's clock; without it, a full window from now. */
  deadline?: number;
  /** The offer that executes at 0, in words; null when there is none. */
  autoOffer?: string | null;
};

/**
 * The confirmation window's countdown (spec 2 sections 2 and 9). It owns its ticking, so only it re-renders each
 * second; `onZero` runs once when it reaches 0. Memoised, so the dialog's own changes (executing) do not re-render it.
 */
export const TradeCountdown = memo(function TradeCountdown({ onZero, deadline, autoOffer = null }: Props) {
  const { secondsLeft } = useCountdown(TRADE_CONFIRM_WINDOW_S, deadline);
  const zeroSent = useRef(false);
  const tone = countdownTone(secondsLeft);

  useEffect(() => {
    if (secondsLeft === 0 && !zeroSent.current) {
      zeroSent.current = true;
      onZero();
    }
  }, [secondsLeft, onZero]);

  return (
    <Box data-tone={tone} data-testid="trade-countdown">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary" id="trade-countdown-label">
          {TRADING_TEXT.countdownLabel}
        </Typography>
        <Typography
          role="timer"
          aria-labelledby="trade-countdown-label"
          aria-describedby="trade-countdown-seconds"
          variant="h5"
          component="p"
          className="tabular-nums"
          sx={{ color: `${tone}.main`, fontWeight: 700 }}
        >
          {formatCountdown(secondsLeft)}
        </Typography>
        <VisuallyHidden>
          <span id="trade-countdown-seconds">{TRADING_TEXT.secondsLeft(formatDigits(secondsLeft))}</span>
        </VisuallyHidden>
      </Box>
      <LinearProgress
        variant="determinate"
        color={tone}
        value={(secondsLeft / TRADE_CONFIRM_WINDOW_S) * 100}
        aria-hidden
        sx={{ height: 6, borderRadius: 3 }}
      />
      {tone === 'error' && secondsLeft > 0 && (
        <Typography variant="body2" sx={{ color: 'error.main', mt: 1, fontWeight: 500 }}>
          {TRADING_TEXT.autoExecuteWarning}
        </Typography>
      )}
      <VisuallyHidden live="polite">{announcementAt(secondsLeft, autoOffer)}</VisuallyHidden>
    </Box>
  );
});
