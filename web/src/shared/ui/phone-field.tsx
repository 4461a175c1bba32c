import { forwardRef } from 'react';
import { formatPhoneInput } from '@gold/contracts/rules/phone';
import { FormattedField, type FormattedFieldProps } from './formatted-field';
import { UI_TEXT } from './messages';

/** Mobile input: Persian digits accepted, only digits and plus kept, a leading 0 becomes +98. */
export const PhoneField = forwardRef<HTMLInputElement, FormattedFieldProps>(function PhoneField(props, ref) {
  return (
    <FormattedField
      {...props}
      ref={ref}
      format={formatPhoneInput}
      inputMode="tel"
      autoComplete="tel"
      placeholder={UI_TEXT.mobilePlaceholder}
    />
  );
});
