import Button from '@mui/material/Button';
import { formatCountdown } from '../lib/format';
import { VisuallyHidden } from './visually-hidden';

/** Resend a code, with its 60 s countdown (sign-up, recovery, mobile change). The countdown is visible; only its end is announced, politely. */
export const RESEND_READY = 'اکنون می‌توانید کد را دوباره دریافت کنید';

export function ResendButton({ secondsLeft, loading, onResend }: { secondsLeft: number; loading: boolean; onResend(): void }) {
  const waiting = secondsLeft > 0;
  return (
    <>
      <Button variant="text" onClick={onResend} disabled={waiting} loading={loading} className="tabular-nums">
        {waiting ? `ارسال مجدد کد (${formatCountdown(secondsLeft)})` : 'ارسال مجدد کد'}
      </Button>
      <VisuallyHidden live="polite">{waiting ? '' : RESEND_READY}</VisuallyHidden>
    </>
  );
}
