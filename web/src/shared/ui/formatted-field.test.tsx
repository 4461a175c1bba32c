import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCardInput } from '@gold/contracts/rules/card';
import { formatPhoneInput } from '@gold/contracts/rules/phone';
import { AppThemeProvider } from '../theme/app-theme';
import { FormattedField } from './formatted-field';

/** A field as a form holds it: `kept` is the value the form would send. */
function Harness({ format }: { format(input: string): string }) {
  const [value, setValue] = useState('');
  return (
    <AppThemeProvider>
      <FormattedField label="شماره" value={value} onChange={setValue} format={format} inputMode="numeric" />
      <output data-testid="kept">{value}</output>
    </AppThemeProvider>
  );
}

const setup = (format: (input: string) => string) => {
  render(<Harness format={format} />);
  return { user: userEvent.setup({ delay: null }), field: screen.getByRole('textbox', { name: 'شماره' }) as HTMLInputElement };
};
const kept = () => screen.getByTestId('kept').textContent;

describe('FormattedField', () => {
  it('shows Persian digits as they are typed, while the form keeps (and sends) ASCII', async () => {
    const { user, field } = setup(formatCardInput);
    await user.type(field, '41111111');
    expect(field).toHaveValue('۴۱۱۱-۱۱۱۱');
    expect(kept()).toBe('4111-1111');
    await user.type(field, '۲۲');
    expect(field).toHaveValue('۴۱۱۱-۱۱۱۱-۲۲');
    expect(kept()).toBe('4111-1111-22');
  });

  it('keeps the caret where the digit was typed, across the hyphens the formatter moves', async () => {
    const { user, field } = setup(formatCardInput);
    await user.type(field, '12345678');
    // 123|4-5678 -> 1239-4567-8, the caret after the 9.
    await user.type(field, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(field).toHaveValue('۱۲۳۹-۴۵۶۷-۸');
    expect(field.selectionStart).toBe(4);
    await user.keyboard('0');
    expect(field).toHaveValue('۱۲۳۹-۰۴۵۶-۷۸');
    expect(kept()).toBe('1239-0456-78');
  });

  it('keeps the caret at the end when the formatter rewrites the front (a leading 0 becomes +98)', async () => {
    const { user, field } = setup(formatPhoneInput);
    await user.type(field, '09121234567');
    expect(field).toHaveValue('+۹۸۹۱۲۱۲۳۴۵۶۷');
    expect(kept()).toBe('+989121234567');
    expect(field.selectionStart).toBe(field.value.length);
  });
});
