import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatOtpInput } from '@gold/contracts/rules/otp';

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange(value: string): void };

/** One six-digit field: paste, SMS autofill and Persian digits all work. */
export const OtpField = forwardRef<HTMLInputElement, Props>(function OtpField({ value, onChange, ...props }, ref) {
  return (
    <TextField
      {...props}
      inputRef={ref}
      value={value}
      onChange={(e) => onChange(formatOtpInput(e.target.value))}
      autoComplete="one-time-code"
      // No maxLength: the browser would cut a pasted '123 456' before the spaces are dropped;
      // formatOtpInput keeps six digits.
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          dir: 'ltr',
          className: 'tabular-nums',
          style: { textAlign: 'center', letterSpacing: '0.5em', fontSize: '1.4rem' },
        },
      }}
    />
  );
});
