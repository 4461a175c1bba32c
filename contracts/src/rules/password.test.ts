import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, passwordCriteria, passwordStrength } from './password';

describe('passwordCriteria', () => {
  it('reports every criterion for a rich password', () => {
    expect(passwordCriteria('Abcdef1!')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      symbol: true,
    });
  });

  it('reports none for an empty password', () => {
    expect(passwordCriteria('')).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      symbol: false,
    });
  });

  it('length needs at least 8 characters', () => {
    expect(passwordCriteria('1234567').length).toBe(false);
    expect(passwordCriteria('12345678').length).toBe(true);
  });

  it('detects each character class on its own', () => {
    expect(passwordCriteria('a')).toMatchObject({ lowercase: true, uppercase: false, digit: false, symbol: false });
    expect(passwordCriteria('A')).toMatchObject({ lowercase: false, uppercase: true, digit: false, symbol: false });
    expect(passwordCriteria('5')).toMatchObject({ lowercase: false, uppercase: false, digit: true, symbol: false });
    expect(passwordCriteria('#')).toMatchObject({ lowercase: false, uppercase: false, digit: false, symbol: true });
  });

  it('counts Persian and Arabic-Indic digits as digits, not symbols', () => {
    expect(passwordCriteria('۵')).toMatchObject({ digit: true, symbol: false });
    expect(passwordCriteria('٥')).toMatchObject({ digit: true, symbol: false });
  });

  it('does not count whitespace as a symbol', () => {
    expect(passwordCriteria(' \t').symbol).toBe(false);
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*', '_', '-', '.', '?'])('counts %s as a symbol', (ch) => {
    expect(passwordCriteria(ch).symbol).toBe(true);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['abc', 'weak'], // lower only
    ['abcdefgh', 'weak'], // length + lower
    ['aB', 'weak'], // lower + upper
    ['abcdefg1', 'medium'], // length + lower + digit
    ['aB1', 'medium'], // lower + upper + digit
    ['ABCDEFG!', 'medium'], // length + upper + symbol
    ['abcdefG1', 'strong'], // 4
    ['aB1!', 'strong'], // 4 without length
    ['Abcdef1!', 'strong'], // all 5
  ] as const)('%j is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});

describe('isAcceptablePassword', () => {
  it('accepts medium and strong passwords of at least 8 characters', () => {
    expect(isAcceptablePassword('abcdefg1')).toBe(true);
    expect(isAcceptablePassword('Abcdef1!')).toBe(true);
  });

  it('rejects weak passwords even when long', () => {
    expect(isAcceptablePassword('abcdefghijkl')).toBe(false);
    expect(isAcceptablePassword('12345678')).toBe(false);
  });

  it('rejects short passwords even when strong', () => {
    expect(passwordStrength('aB1!xyz')).toBe('strong');
    expect(isAcceptablePassword('aB1!xyz')).toBe(false);
  });

  it('has its boundary at exactly 8 characters', () => {
    expect(isAcceptablePassword('Abcde1!')).toBe(false);
    expect(isAcceptablePassword('Abcde1!x')).toBe(true);
  });

  it('rejects the empty password', () => {
    expect(isAcceptablePassword('')).toBe(false);
  });
});
