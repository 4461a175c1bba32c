import { describe, expect, it } from 'vitest';
import { formatIbanInput, ibanFromBban, isValidIban } from './iban';

// Published example Iranian IBANs.
const KNOWN_VALID = ['IR062960000000100324200001', 'IR820540102680020817909002'];

/** Deterministic pseudo-random 22-digit BBANs (no Math.random, so failures reproduce). */
function sampleBbans(count: number): string[] {
  let seed = 20240601;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  return Array.from({ length: count }, () => Array.from({ length: 22 }, () => String(next() % 10)).join(''));
}

const BBANS = [
  '0000000000000000000000',
  '9999999999999999999999',
  '0540102680020817909002',
  '2960000000100324200001',
  '0170000000000000000000', // check digits 06: exercises zero padding
  '0170000000000000000036', // check digits 04
  ...sampleBbans(40),
];

describe('isValidIban', () => {
  it.each(KNOWN_VALID)('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts lower case and spaces', () => {
    expect(isValidIban('ir06 2960 0000 0010 0324 2000 01')).toBe(true);
  });

  it('rejects a wrong check', () => {
    expect(isValidIban('IR072960000000100324200001')).toBe(false);
    expect(isValidIban('IR062960000000100324200002')).toBe(false);
  });

  it('rejects every single-digit substitution', () => {
    const iban = KNOWN_VALID[0];
    for (let pos = 2; pos < iban.length; pos++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === iban[pos]) continue;
        const changed = iban.slice(0, pos) + d + iban.slice(pos + 1);
        expect(isValidIban(changed), changed).toBe(false);
      }
    }
  });

  it('rejects adjacent transpositions of different digits', () => {
    const iban = KNOWN_VALID[1];
    for (let pos = 2; pos < iban.length - 1; pos++) {
      if (iban[pos] === iban[pos + 1]) continue;
      const swapped = iban.slice(0, pos) + iban[pos + 1] + iban[pos] + iban.slice(pos + 2);
      expect(isValidIban(swapped), swapped).toBe(false);
    }
  });

  it.each([
    ['no country', '062960000000100324200001'],
    ['another country with a valid check', 'DE89370400440532013000'],
    ['23 digits', 'IR06296000000010032420000'],
    ['25 digits', 'IR0629600000001003242000011'],
    ['letters in the body', 'IR06296000000010032420000A'],
    ['hyphens', 'IR06-2960-0000-0010-0324-2000-01'],
    ['Persian digits', 'IR۰۶۲۹۶۰۰۰۰۰۰۰۱۰۰۳۲۴۲۰۰۰۰۱'],
    ['empty', ''],
    ['prefix only', 'IR'],
  ])('rejects %s', (_label, value) => {
    expect(isValidIban(value)).toBe(false);
  });
});

describe('ibanFromBban', () => {
  it('reproduces the published check digits', () => {
    expect(ibanFromBban('2960000000100324200001')).toBe('IR062960000000100324200001');
    expect(ibanFromBban('0540102680020817909002')).toBe('IR820540102680020817909002');
  });

  it('zero-pads single-digit check digits', () => {
    expect(ibanFromBban('0170000000000000000000')).toBe('IR060170000000000000000000');
  });

  it.each(BBANS)('builds an IBAN isValidIban accepts from %s', (bban) => {
    const iban = ibanFromBban(bban);
    expect(iban).toMatch(/^IR\d{24}$/);
    expect(iban.slice(4)).toBe(bban);
    const check = Number(iban.slice(2, 4));
    expect(check).toBeGreaterThanOrEqual(2);
    expect(check).toBeLessThanOrEqual(98);
    expect(isValidIban(iban)).toBe(true);
  });

  it('produces the only valid check digits for each BBAN', () => {
    for (const bban of BBANS.slice(0, 10)) {
      const valid = Array.from({ length: 100 }, (_, c) => `IR${String(c).padStart(2, '0')}${bban}`).filter(isValidIban);
      expect(valid).toEqual([ibanFromBban(bban)]);
    }
  });
});

describe('formatIbanInput', () => {
  it('prefixes digits with IR', () => {
    expect(formatIbanInput('062960000000100324200001')).toBe('IR062960000000100324200001');
  });

  it('upper-cases and keeps a typed or pasted prefix once', () => {
    expect(formatIbanInput('ir06')).toBe('IR06');
    expect(formatIbanInput('IR06')).toBe('IR06');
    expect(formatIbanInput('  Ir 06 2960')).toBe('IR062960');
  });

  it('keeps digits only', () => {
    expect(formatIbanInput('IR06-2960 0000/abc')).toBe('IR0629600000');
  });

  it('converts Persian digits', () => {
    expect(formatIbanInput('IR۰۶۲۹۶۰')).toBe('IR062960');
  });

  it('limits to 24 digits', () => {
    expect(formatIbanInput('IR0629600000001003242000019999')).toBe('IR062960000000100324200001');
    expect(formatIbanInput('0629600000001003242000019999')).toHaveLength(26);
  });

  it('leaves empty input (or a bare prefix) empty', () => {
    expect(formatIbanInput('')).toBe('');
    expect(formatIbanInput('IR')).toBe('');
    expect(formatIbanInput('abc')).toBe('');
  });

  it('is idempotent and yields valid IBANs from pasted spellings', () => {
    const once = formatIbanInput('ir82 0540 1026 8002 0817 9090 02');
    expect(once).toBe('IR820540102680020817909002');
    expect(formatIbanInput(once)).toBe(once);
    expect(isValidIban(once)).toBe(true);
  });
});
