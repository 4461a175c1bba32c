import { forwardRef } from 'react';
import { readAmount, type AmountKind } from '@gold/contracts/rules/amount-input';
import { FormattedField, type FormattedFieldProps } from '../../../shared/ui/formatted-field';

type Props = FormattedFieldProps & { kind: AmountKind };

/**
 * A wallet amount, read by the amount rule as it is typed: Persian digits grouped with ٬, the decimal mark ٫ for gold.
 * What the rule refuses (a letter, a sign, a second decimal mark) is said at once, beside the field, and kept as
 * typed; what is unfinished waits for the form's own check at submit.
 */
export const AmountField = forwardRef<HTMLInputElement, Props>(function AmountField(
  { kind, value, error, helperText, ...props },
  ref,
) {
  const reading = readAmount(value, kind);
  const refused = reading.status === 'invalid' ? reading.message : undefined;
  return (
    <FormattedField
      {...props}
      ref={ref}
      value={value}
      format={(input, caret) => {
        const next = readAmount(input, kind, caret);
        return { value: next.display, caret: next.caret };
      }}
      inputMode={kind === 'toman' ? 'numeric' : 'decimal'}
      autoComplete="off"
      error={Boolean(error) || refused !== undefined}
      helperText={refused ?? helperText}
    />
  );
});
