import { describe, expect, it } from 'vitest';
import { birthdateError, formatBirthdate, isValidBirthdate, parseBirthdate } from './birthdate';

const parts = (year: string, month: string, day: string) => ({ year, month, day });

describe('birthdateError', () => {
  it('accepts a normal date', () => {
    expect(birthdateError(parts('1370', '5', '12'))).toBeNull();
    expect(birthdateError(parts('1370', '05', '09'))).toBeNull();
  });

  it.each([parts('', '5', '12'), parts('1370', '', '12'), parts('1370', '5', ''), parts('', '', ''), parts('1370', 'ab', '12')])(
    'requires all three fields: %j',
    (value) => {
      expect(birthdateError(value)).toBe('required');
    },
  );

  it('accepts the year range boundaries 1300 and 1410', () => {
    expect(birthdateError(parts('1300', '1', '1'))).toBeNull();
    expect(birthdateError(parts('1410', '1', '1'))).toBeNull();
  });

  it.each(['1299', '1411', '999', '137', '01370', '2000', '0000'])('rejects year %s', (year) => {
    expect(birthdateError(parts(year, '1', '1'))).toBe('year');
  });

  it('accepts months 1 and 12', () => {
    expect(birthdateError(parts('1370', '1', '1'))).toBeNull();
    expect(birthdateError(parts('1370', '12', '1'))).toBeNull();
  });

  it.each(['0', '00', '13', '99'])('rejects month %s', (month) => {
    expect(birthdateError(parts('1370', month, '1'))).toBe('month');
  });

  it.each(['0', '00', '32', '99'])('rejects day %s', (day) => {
    expect(birthdateError(parts('1370', '1', day))).toBe('day');
  });

  it('allows day 31 in months 1-6', () => {
    for (let m = 1; m <= 6; m++) expect(birthdateError(parts('1370', String(m), '31'))).toBeNull();
  });

  it('allows at most 30 days in months 7-12', () => {
    for (let m = 7; m <= 12; m++) {
      expect(birthdateError(parts('1370', String(m), '30'))).toBeNull();
      expect(birthdateError(parts('1370', String(m), '31'))).toBe('day');
    }
  });

  it('reports the first problem in order year, month, day', () => {
    expect(birthdateError(parts('1200', '13', '40'))).toBe('year');
    expect(birthdateError(parts('1370', '13', '40'))).toBe('month');
  });

  it('accepts Persian digits', () => {
    expect(birthdateError(parts('۱۳۷۰', '۰۵', '۱۲'))).toBeNull();
    expect(birthdateError(parts('۱۴۱۱', '۱', '۱'))).toBe('year');
  });
});

describe('formatBirthdate', () => {
  it('zero-pads month and day', () => {
    expect(formatBirthdate(parts('1370', '5', '3'))).toBe('1370/05/03');
  });

  it('keeps two-digit month and day', () => {
    expect(formatBirthdate(parts('1370', '12', '30'))).toBe('1370/12/30');
    expect(formatBirthdate(parts('1370', '05', '09'))).toBe('1370/05/09');
  });

  it('converts Persian digits', () => {
    expect(formatBirthdate(parts('۱۳۷۰', '۵', '۳'))).toBe('1370/05/03');
  });

  it('drops surplus leading zeros so the value stays zero-padded to two digits', () => {
    expect(birthdateError(parts('1370', '001', '0005'))).toBeNull();
    expect(formatBirthdate(parts('1370', '001', '0005'))).toBe('1370/01/05');
    expect(formatBirthdate(parts('1370', '012', '030'))).toBe('1370/12/30');
  });

  it('yields a value isValidBirthdate accepts whenever birthdateError accepts the parts', () => {
    const samples = [
      parts('1300', '1', '1'),
      parts('1410', '12', '30'),
      parts('1370', '6', '31'),
      parts('۱۳۸۵', '۰۷', '۳۰'),
      parts('1370', '001', '01'),
    ];
    for (const p of samples) {
      expect(birthdateError(p)).toBeNull();
      expect(isValidBirthdate(formatBirthdate(p))).toBe(true);
    }
  });
});

describe('parseBirthdate', () => {
  it('splits year/month/day', () => {
    expect(parseBirthdate('1370/05/03')).toEqual({ year: '1370', month: '05', day: '03' });
    expect(parseBirthdate('1370/5/3')).toEqual({ year: '1370', month: '5', day: '3' });
  });

  it('converts Persian digits', () => {
    expect(parseBirthdate('۱۳۷۰/۰۵/۰۳')).toEqual({ year: '1370', month: '05', day: '03' });
  });

  it('ignores whitespace around the parts', () => {
    expect(parseBirthdate(' 1370 / 05 / 03 ')).toEqual({ year: '1370', month: '05', day: '03' });
  });

  it.each([null, undefined, '', '1370-05-03', '70/05/03', '1370/005/03', '1370/05', '1370/05/03/01', '13700503'])(
    'returns null for %j',
    (value) => {
      expect(parseBirthdate(value)).toBeNull();
    },
  );

  it('round-trips formatBirthdate', () => {
    const p = parts('1399', '11', '07');
    expect(parseBirthdate(formatBirthdate(p))).toEqual(p);
  });
});

describe('isValidBirthdate', () => {
  it.each(['1370/05/03', '1300/01/01', '1410/12/30', '1400/06/31', '۱۳۷۰/۰۵/۰۳'])('accepts %s', (value) => {
    expect(isValidBirthdate(value)).toBe(true);
  });

  it.each(['', '1299/01/01', '1411/01/01', '1370/13/01', '1370/00/10', '1370/07/31', '1370/12/31', '1370/01/32', '1370-05-03'])(
    'rejects %s',
    (value) => {
      expect(isValidBirthdate(value)).toBe(false);
    },
  );
});
