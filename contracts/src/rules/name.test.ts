import { describe, expect, it } from 'vitest';
import { nameSchema } from '../auth';
import { NAME_MESSAGES, normalizeName } from './name';

describe('normalizeName', () => {
  it('trims and collapses inner spaces of every kind', () => {
    expect(normalizeName('  سارا   محمدی ')).toBe('سارا محمدی');
    expect(normalizeName('سارا\u00A0\t\nمحمدی')).toBe('سارا محمدی');
    expect(normalizeName('علی')).toBe('علی');
  });

  it('keeps the zero-width non-joiner Persian names need', () => {
    expect(normalizeName('عبدالله  نیک\u200Cنام')).toBe('عبدالله نیک\u200Cنام');
  });
});

describe('nameSchema', () => {
  it('stores the normalised name', () => {
    expect(nameSchema.parse('  سارا    محمدی  ')).toBe('سارا محمدی');
  });

  it('counts the length after normalising', () => {
    expect(nameSchema.safeParse(`${'ا'.repeat(50)}${' '.repeat(80)}${'ب'.repeat(49)}`).success).toBe(true);
    const long = nameSchema.safeParse('ا'.repeat(101));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0].message).toBe(NAME_MESSAGES.tooLong);
    const short = nameSchema.safeParse('  ا  ');
    expect(short.error?.issues[0].message).toBe(NAME_MESSAGES.tooShort);
  });

  it('counts only the letters a reader sees towards the minimum', () => {
    for (const name of ['\u200B\u200C', '\u200F\u202E\u2066', 'ا\u200C', '\uFEFF\u2060ب']) {
      const result = nameSchema.safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(NAME_MESSAGES.tooShort);
    }
    expect(nameSchema.safeParse('نیک\u200Cنام').success).toBe(true);
  });
});
