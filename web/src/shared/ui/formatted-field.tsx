import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type FormattedFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange(value: string): void };

/** What a formatter makes of a keystroke or a paste: the text to show, and where the caret goes in it. */
export type Formatted = { value: string; caret: number };

type Props = FormattedFieldProps & {
  /**
   * Applied to every keystroke and paste; it also bounds the length. Given the caret, it may say where the caret goes
   * in what it returns: React writes the new text over the field's, which would leave the caret at its end.
   */
  format(input: string, caret: number): string | Formatted;
  inputMode: 'tel' | 'numeric' | 'decimal';
  inputStyle?: React.CSSProperties;
};

/**
 * A left-to-right text input whose value goes through `format` (Persian digits, grouping, limits).
 * No maxLength: the browser would cut a pasted '+98 912 123 4567' before the formatter drops the spaces.
 */
export const FormattedField = forwardRef<HTMLInputElement, Props>(function FormattedField(
  { value, onChange, format, inputMode, inputStyle, slotProps, ...props },
  ref,
) {
  const change = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target as HTMLInputElement;
    const typed = input.value;
    const out = format(typed, input.selectionStart ?? typed.length);
    const next = typeof out === 'string' ? { value: out, caret: null } : out;
    onChange(next.value);
    if (next.caret === null || next.value === typed) return;
    // React writes the text during this event; the caret is put back once it has.
    const caret = next.caret;
    queueMicrotask(() => {
      if (input.value === next.value && input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
    });
  };
  return (
    <TextField
      {...props}
      inputRef={ref}
      value={value}
      onChange={change}
      type="text"
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode,
          dir: 'ltr',
          ...slotProps?.htmlInput,
          className: 'tabular-nums',
          style: inputStyle,
        },
      }}
    />
  );
});
