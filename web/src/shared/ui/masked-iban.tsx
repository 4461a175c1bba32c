import type { ReactNode } from 'react';
import { formatDigits } from '../lib/format';
import { UI_TEXT } from './messages';
import { VisuallyHidden } from './visually-hidden';

/** 'شبای مختوم به ۰۰۰۱': a masked IBAN as a person says it, where a screen reader would read out each asterisk. */
export const maskedIbanReading = (iban: string) => UI_TEXT.maskedIban(formatDigits(iban.replace(/\D/g, '').slice(-4)));

/** A masked IBAN ('IR06 **** **** 0001', as `children`) shown as it is, and read by its last four digits. */
export function MaskedIban({ iban, children }: { iban: string; children: ReactNode }) {
  return (
    <>
      <span aria-hidden>{children}</span>
      <VisuallyHidden>{maskedIbanReading(iban)}</VisuallyHidden>
    </>
  );
}
