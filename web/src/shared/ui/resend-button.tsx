import Button from '@mui/material/Button';
import { formatCountdown } from '../lib/format';
import { UI_TEXT } from './messages';
import { VisuallyHidden } from './visually-hidden';

/** Resend a code, with its 60 s countdown (sign-up, recovery, mobile change). The countdown is visible; only its end is announced, politely. */
export const RESEND_READY = UI_TEXT.resendReady;

export function ResendButton({ secondsLeft, loading, onResend }: { secondsLeft: number; loading: boolean; onResend(): void }) {
  const waiting = secondsLeft > 0;
  return (
    <>
      <Button variant="text" onClick={onResend} disabled={waiting} loading={loading} className="tabular-nums">
        {waiting ? UI_TEXT.resendIn(formatCountdown(secondsLeft)) : UI_TEXT.resend}
      </Button>
      <VisuallyHidden live="polite">{waiting ? '' : RESEND_READY}</VisuallyHidden>
    </>
  );
}
