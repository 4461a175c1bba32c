import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type FormattedFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange(value: string): void };

type Props = FormattedFieldProps & {
  /** Applied to every keystroke and paste; it also bounds the length. */
  format(input: string): string;
  inputMode: 'tel' | 'numeric';
  inputStyle?: React.CSSProperties;
};

/**
 * A left-to-right text input whose value goes through `format` (Persian digits, grouping, limits).
 * No maxLength: the browser would cut a pasted '+98 912 123 4567' before the formatter drops the spaces.
 */
export const FormattedField = forwardRef<HTMLInputElement, Props>(function FormattedField(
  { value, onChange, format, inputMode, inputStyle, ...props },
  ref,
) {
  return (
    <TextField
      {...props}
      inputRef={ref}
      value={value}
      onChange={(e) => onChange(format(e.target.value))}
      type="text"
      slotProps={{ htmlInput: { inputMode, dir: 'ltr', className: 'tabular-nums', style: inputStyle } }}
    />
  );
});
