import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaskedIban, maskedIbanReading } from './masked-iban';

describe('MaskedIban', () => {
  it('is read by its last four digits, in Persian, and not as asterisks', () => {
    expect(maskedIbanReading('IR062960000000100324200001')).toBe('شبای مختوم به ۰۰۰۱');
    render(
      <p data-testid="line">
        <MaskedIban iban="IR062960000000100324200001">IR06 **** **** 0001</MaskedIban>
      </p>,
    );
    const line = screen.getByTestId('line');
    expect(line).toHaveTextContent('IR06 **** **** 0001');
    // What assistive technology reads: the hidden words, not the masked characters.
    const read = [...line.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join('');
    expect(read).toBe('شبای مختوم به ۰۰۰۱');
  });
});
