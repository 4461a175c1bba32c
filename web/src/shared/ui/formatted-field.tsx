import { forwardRef } from 'react';
import { toPersianDigits } from '@gold/contracts/rules/digits';
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

const DIGIT = /[0-9\u06F0-\u06F9\u0660-\u0669]/;
const digitsIn = (text: string) => [...text].filter((ch) => DIGIT.test(ch)).length;

/**
 * Where the caret goes in `text` to have `count` digits after it (the end for none). Counted from the end: a
 * formatter rewrites the front (a leading 0 becomes +98) more often than what follows the caret.
 */
function beforeLastDigits(text: string, count: number): number {
  if (count <= 0) return text.length;
  let seen = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (!DIGIT.test(text[i]) || ++seen < count) continue;
    // Right after the digit before it, not after the separator the formatter put between them.
    while (i > 0 && !DIGIT.test(text[i - 1])) i--;
    return i;
  }
  return 0;
}

/**
 * A left-to-right text input whose value goes through `format` (grouping, limits). The customer reads Persian digits
 * as everywhere in the panel; the value the form keeps, and sends, is what `format` returns (ASCII digits for a code,
 * a number or a phone). A formatter that returns only text keeps the caret before the same number of digits.
 * No maxLength: the browser would cut a pasted '+98 912 123 4567' before the formatter drops the spaces.
 */
export const FormattedField = forwardRef<HTMLInputElement, Props>(function FormattedField(
  { value, onChange, format, inputMode, inputStyle, slotProps, ...props },
  ref,
) {
  const change = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target as HTMLInputElement;
    const typed = input.value;
    const at = input.selectionStart ?? typed.length;
    const out = format(typed, at);
    const next = typeof out === 'string' ? { value: out, caret: beforeLastDigits(out, digitsIn(typed.slice(at))) } : out;
    onChange(next.value);
    const shown = toPersianDigits(next.value);
    if (shown === typed) return;
    // React writes the text during this event; the caret is put back once it has.
    queueMicrotask(() => {
      if (input.value === shown && input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <TextField
      {...props}
      inputRef={ref}
      value={toPersianDigits(value)}
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
