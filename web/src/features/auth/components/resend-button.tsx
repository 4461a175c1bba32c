import Button from '@mui/material/Button';
import { formatCountdown } from '../../../shared/lib/format';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { AUTH_TEXT } from '../messages';

/** Resend with its countdown. The countdown is visible; only its end is announced, politely. */
export function ResendButton({ secondsLeft, loading, onResend }: { secondsLeft: number; loading: boolean; onResend(): void }) {
  const waiting = secondsLeft > 0;
  return (
    <>
      <Button variant="text" onClick={onResend} disabled={waiting} loading={loading} className="tabular-nums">
        {waiting ? `ارسال مجدد کد (${formatCountdown(secondsLeft)})` : 'ارسال مجدد کد'}
      </Button>
      <VisuallyHidden live="polite">{waiting ? '' : AUTH_TEXT.resendReady}</VisuallyHidden>
    </>
  );
}
