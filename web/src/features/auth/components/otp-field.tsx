import { forwardRef } from 'react';
import { formatOtpInput } from '@gold/contracts/rules/otp';
import { FormattedField, type FormattedFieldProps } from '../../../shared/ui/formatted-field';

const CODE_STYLE = { textAlign: 'center', letterSpacing: '0.5em', fontSize: '1.4rem' } as const;

/** One six-digit field: paste, SMS autofill and Persian digits all work. */
export const OtpField = forwardRef<HTMLInputElement, FormattedFieldProps>(function OtpField(props, ref) {
  return <FormattedField {...props} ref={ref} format={formatOtpInput} inputMode="numeric" autoComplete="one-time-code" inputStyle={CODE_STYLE} />;
});
