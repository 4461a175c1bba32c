import { describe, expect, it } from 'vitest';
import { formatNationalIdInput, isValidNationalId } from './national-id';

/** Independent reference: check digit over the first nine weighted 10..2, mod 11. */
function checkDigit(first9: string): number {
  const sum = [...first9].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0);
  const r = sum % 11;
  return r < 2 ? r : 11 - r;
}

// Computed by hand with the algorithm above:
// 0012345679: 0*10+0*9+1*8+2*7+3*6+4*5+5*4+6*3+7*2 = 112, 112 % 11 = 2, check = 9
// 1234567891: 1*10+2*9+3*8+4*7+5*6+6*5+7*4+8*3+9*2 = 210, 210 % 11 = 1, check = 1 (remainder < 2)
// 9876543210: 9*10+8*9+7*8+6*7+5*6+4*5+3*4+2*3+1*2 = 330, 330 % 11 = 0, check = 0
// 1080000003: 1*10+8*8 = 74, 74 % 11 = 8, check = 3
const VALID = ['0012345679', '1234567891', '9876543210', '1080000003', '0123456789', '0000000019'];

describe('isValidNationalId', () => {
  it.each(VALID)('accepts %s', (id) => {
    expect(isValidNationalId(id)).toBe(true);
  });

  it('agrees with the reference check digit', () => {
    for (const id of VALID) expect(Number(id[9])).toBe(checkDigit(id.slice(0, 9)));
  });

  it('rejects every other check digit', () => {
    for (const id of VALID) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === id[9]) continue;
        expect(isValidNationalId(id.slice(0, 9) + d)).toBe(false);
      }
    }
  });

  it('rejects any single-digit change in the body', () => {
    const id = '0012345679';
    for (let pos = 0; pos < 9; pos++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === id[pos]) continue;
        const changed = id.slice(0, pos) + d + id.slice(pos + 1);
        expect(isValidNationalId(changed), changed).toBe(false);
      }
    }
  });

  it('rejects ten identical digits, which pass the arithmetic', () => {
    for (let d = 0; d <= 9; d++) {
      const id = String(d).repeat(10);
      expect(Number(id[9])).toBe(checkDigit(id.slice(0, 9)));
      expect(isValidNationalId(id)).toBe(false);
    }
  });

  it.each([
    ['nine digits', '001234567'],
    ['eleven digits', '00123456790'],
    ['empty', ''],
    ['letters', '00123456a9'],
    ['hyphens', '001-234567-9'],
    ['Persian digits (convert first)', '۰۰۱۲۳۴۵۶۷۹'],
  ])('rejects %s', (_label, id) => {
    expect(isValidNationalId(id)).toBe(false);
  });
});

describe('formatNationalIdInput', () => {
  it('keeps digits and converts Persian digits', () => {
    expect(formatNationalIdInput('۰۰۱-۲۳۴۵۶۷-۹')).toBe('0012345679');
  });

  it('limits to 10 digits', () => {
    expect(formatNationalIdInput('001234567999')).toBe('0012345679');
  });

  it('keeps leading zeros', () => {
    expect(formatNationalIdInput('00')).toBe('00');
  });

  it('feeds the validator', () => {
    expect(isValidNationalId(formatNationalIdInput(' ۰۰۱۲۳۴۵۶۷۹ '))).toBe(true);
  });
});
