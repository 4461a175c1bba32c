import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatPhoneInput } from '@gold/contracts/rules/phone';

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange(value: string): void };

/** Mobile input: Persian digits accepted, only digits and plus kept, a leading 0 becomes +98. */
export const PhoneField = forwardRef<HTMLInputElement, Props>(function PhoneField({ value, onChange, ...props }, ref) {
  return (
    <TextField
      {...props}
      inputRef={ref}
      value={value}
      onChange={(e) => onChange(formatPhoneInput(e.target.value))}
      type="text"
      autoComplete="tel"
      placeholder="09123456789"
      // No maxLength: the browser would cut a pasted '+98 912 123 4567' before the formatter removes the
      // spaces; formatPhoneInput already keeps the value to 14 characters.
      slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
    />
  );
});
