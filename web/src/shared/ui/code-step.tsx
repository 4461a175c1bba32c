import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { OTP_RESEND_COUNTDOWN_S } from '@gold/contracts/constants';
import { toLocalMobile } from '@gold/contracts/rules/phone';
import { formatDigits } from '../lib/format';
import { useCountdown } from '../lib/use-countdown';
import { FormField } from './form-field';
import { UI_TEXT } from './messages';
import { OtpField } from './otp-field';
import { ResendButton } from './resend-button';

/** What a code step lays out where its screen wants them. */
export type CodeStepParts = {
  /** The sentence naming the number the code went to. */
  intro: ReactElement;
  /** The code field, focused on arrival. */
  field: ReactElement;
  /** Resend, disabled for its countdown. */
  resend: ReactElement;
};

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  /** Where the code was sent. */
  mobile: string;
  /** The words before and after the number. */
  intro?: readonly [before: string, after: string];
  introSx?: SxProps<Theme>;
  /** Smaller digits, for a step inside a settings card. */
  compact?: boolean;
  /** Sends a new code; resolves true when one was sent, which starts the countdown again. */
  onResend(): Promise<boolean>;
  resending: boolean;
  children(parts: CodeStepParts): ReactNode;
};

/**
 * The one-time-code step (sign-up, recovery, a new mobile): the number the code went to, the code field and resend
 * with its countdown, which this step keeps. Each screen arranges the parts among its own buttons.
 */
export function CodeStep<T extends FieldValues>({
  control,
  name,
  mobile,
  intro = UI_TEXT.codeIntro,
  introSx,
  compact,
  onResend,
  resending,
  children,
}: Props<T>) {
  const { secondsLeft, restart } = useCountdown(OTP_RESEND_COUNTDOWN_S);
  const resend = async () => {
    if (await onResend()) restart(OTP_RESEND_COUNTDOWN_S);
  };
  return children({
    intro: (
      <Typography color="text.secondary" sx={introSx}>
        {intro[0]}{' '}
        <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {formatDigits(toLocalMobile(mobile))}
        </Box>{' '}
        {intro[1]}
      </Typography>
    ),
    field: (
      <FormField control={control} name={name}>
        {(field) => (
          // The code is the only thing to do on this step; focus goes straight to it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <OtpField {...field} label={UI_TEXT.code} required autoFocus compact={compact} />
        )}
      </FormField>
    ),
    resend: <ResendButton secondsLeft={secondsLeft} loading={resending} onResend={() => void resend()} />,
  });
}
