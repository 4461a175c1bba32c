import { forwardRef } from 'react';
import { formatOtpInput } from '@gold/contracts/rules/otp';
import { FormattedField, type FormattedFieldProps } from './formatted-field';

const CODE_STYLE = { textAlign: 'center', letterSpacing: '0.5em', fontSize: '1.4rem' } as const;
const COMPACT_CODE_STYLE = { ...CODE_STYLE, fontSize: '1.2rem' } as const;

type Props = FormattedFieldProps & {
  /** Smaller digits, for a code asked inside a settings card rather than on a screen of its own. */
  compact?: boolean;
};

/** One six-digit field: paste, SMS autofill and Persian digits all work. */
export const OtpField = forwardRef<HTMLInputElement, Props>(function OtpField({ compact = false, ...props }, ref) {
  return (
    <FormattedField
      {...props}
      ref={ref}
      format={formatOtpInput}
      inputMode="numeric"
      autoComplete="one-time-code"
      inputStyle={compact ? COMPACT_CODE_STYLE : CODE_STYLE}
    />
  );
});
