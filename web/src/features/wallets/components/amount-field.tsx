import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatAmountInput } from '../lib/wallet-format';

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange(value: string): void };

/** A money amount: any digits typed or pasted, shown in Persian digits with separators as they are typed. */
export const AmountField = forwardRef<HTMLInputElement, Props>(function AmountField({ value, onChange, ...props }, ref) {
  return (
    <TextField
      {...props}
      inputRef={ref}
      value={value}
      onChange={(e) => onChange(formatAmountInput(e.target.value))}
      type="text"
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', className: 'tabular-nums' } }}
    />
  );
});
