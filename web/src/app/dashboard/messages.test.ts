import { describe, expect, it } from 'vitest';
import { formatSignedPercent, formatSignedToman } from './messages';

const RLM = '\u200F';

describe('signed dashboard figures', () => {
  // A left-to-right mark before the sign would show it between the number and «تومان» in a Persian line.
  it('keep the sign first, beside its number', () => {
    expect(formatSignedToman(275_000)).toBe(`${RLM}+۲۷۵٬۰۰۰`);
    expect(formatSignedToman(-7_500)).toBe(`${RLM}\u2212۷٬۵۰۰`);
    expect(formatSignedPercent(-66)).toBe(`${RLM}\u2212۰٫۶۶٪`);
    expect(formatSignedPercent(125)).toBe(`${RLM}+۱٫۲۵٪`);
  });

  it('write no sign on a zero', () => {
    expect(formatSignedToman(0)).toBe('۰');
    expect(formatSignedPercent(0)).toBe('۰٪');
  });
});
