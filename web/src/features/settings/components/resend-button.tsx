import Button from '@mui/material/Button';
import { formatCountdown } from '../../../shared/lib/format';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { SETTINGS_TEXT } from '../messages';

/** Resend with its 60 s countdown, like the account screens; only the countdown's end is announced. */
export function ResendButton({ secondsLeft, loading, onResend }: { secondsLeft: number; loading: boolean; onResend(): void }) {
  const waiting = secondsLeft > 0;
  return (
    <>
      <Button variant="text" onClick={onResend} disabled={waiting} loading={loading} className="tabular-nums">
        {waiting ? `ارسال مجدد کد (${formatCountdown(secondsLeft)})` : 'ارسال مجدد کد'}
      </Button>
      <VisuallyHidden live="polite">{waiting ? '' : SETTINGS_TEXT.resendReady}</VisuallyHidden>
    </>
  );
}
