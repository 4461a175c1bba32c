import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_MAX_LENGTH } from '../constants';
import { cardFromBody, formatCardInput, isValidCardNumber } from './card';

// Luhn, worked by hand for 6037997599409092 (from the right, every second digit doubled, >9 minus 9):
// digits right-to-left: 2 9 0 9 0 4 9 9 5 7 9 9 7 3 0 6
// undoubled: 2+0+0+9+5+9+7+0 = 32; doubled: 9->9, 9->9, 4->8, 9->9, 7->5, 9->9, 3->6, 6->3 = 58; 32+58 = 90.
const VALID = ['6037997599409092', '6219861034522275', '4111111111111111', '5555555555554444'];

describe('isValidCardNumber', () => {
  it.each(VALID)('accepts %s', (card) => {
    expect(isValidCardNumber(card)).toBe(true);
  });

  it('accepts the hyphenated and spaced forms', () => {
    expect(isValidCardNumber('6037-9975-9940-9092')).toBe(true);
    expect(isValidCardNumber('6037 9975 9940 9092')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCardNumber('6037-9975-9940-9096')).toBe(false);
    for (let d = 0; d <= 9; d++) {
      if (d === 2) continue;
      expect(isValidCardNumber(`603799759940909${d}`)).toBe(false);
    }
  });

  it('rejects every single-digit substitution', () => {
    const card = VALID[0];
    for (let pos = 0; pos < 16; pos++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === card[pos]) continue;
        const changed = card.slice(0, pos) + d + card.slice(pos + 1);
        expect(isValidCardNumber(changed), changed).toBe(false);
      }
    }
  });

  it.each([
    ['15 digits', '603799759940909'],
    ['17 digits', '60379975994090920'],
    ['19 digits', '6037997599409092000'],
    ['letters', '6037-9975-9940-909a'],
    ['other separators', '6037.9975.9940.9092'],
    ['empty', ''],
    ['Persian digits (format first)', '۶۰۳۷۹۹۷۵۹۹۴۰۹۰۹۲'],
  ])('rejects %s', (_label, value) => {
    expect(isValidCardNumber(value)).toBe(false);
  });
});

describe('formatCardInput', () => {
  it('groups by four with hyphens', () => {
    expect(formatCardInput('6037997599409092')).toBe('6037-9975-9940-9092');
  });

  it.each([
    ['', ''],
    ['6', '6'],
    ['6037', '6037'],
    ['60379', '6037-9'],
    ['60379975', '6037-9975'],
    ['603799759', '6037-9975-9'],
  ])('formats partial input %j as %j', (input, expected) => {
    expect(formatCardInput(input)).toBe(expected);
  });

  it('re-formats already formatted or spaced input', () => {
    expect(formatCardInput('6037-9975-9940-9092')).toBe('6037-9975-9940-9092');
    expect(formatCardInput('6037 9975 9940 9092')).toBe('6037-9975-9940-9092');
    expect(formatCardInput('6037--99')).toBe('6037-99');
  });

  it('converts Persian digits', () => {
    expect(formatCardInput('۶۰۳۷۹۹۷۵۹۹۴۰۹۰۹۲')).toBe('6037-9975-9940-9092');
  });

  it('is at most 19 characters', () => {
    const out = formatCardInput('60379975994090921234');
    expect(out).toBe('6037-9975-9940-9092');
    expect(out).toHaveLength(CARD_NUMBER_MAX_LENGTH);
  });

  it('never ends with a hyphen', () => {
    for (let n = 1; n <= 20; n++) expect(formatCardInput('1'.repeat(n))).not.toMatch(/-$/);
  });

  it('gives something isValidCardNumber accepts for a valid card', () => {
    expect(isValidCardNumber(formatCardInput('۶۲۱۹ ۸۶۱۰ ۳۴۵۲ ۲۲۷۵'))).toBe(true);
  });
});

describe('cardFromBody', () => {
  it('completes any 15 digits to a card number that passes Luhn, with the one check digit that does', () => {
    for (const body of ['610433123456789', '603799000000000', '999999999999999', '000000000000001']) {
      const card = cardFromBody(body);
      expect(card.slice(0, 15)).toBe(body);
      expect(isValidCardNumber(card)).toBe(true);
      const other = String((Number(card[15]) + 1) % 10);
      expect(isValidCardNumber(body + other)).toBe(false);
    }
  });

  it('refuses anything but 15 digits', () => {
    for (const body of ['', '61043312345678', '6104331234567890', '61043312345678x'])
      expect(() => cardFromBody(body)).toThrow(RangeError);
  });
});
