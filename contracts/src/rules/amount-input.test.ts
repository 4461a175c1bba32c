import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPersianDigits } from './digits';
import { AMOUNT_INPUT_TEXT, amountInputText, amountValue, readAmount, type AmountKind } from './amount-input';

const grams = (text: string, caret?: number) => readAmount(text, 'grams', caret);
const toman = (text: string, caret?: number) => readAmount(text, 'toman', caret);

describe('readAmount: the decimal mark', () => {
  it.each(['۲/۵', '2/5', '۲٫۵', '2.5', '۲،۵'])('%s is 2.5 g (2500 mg)', (typed) => {
    expect(grams(typed)).toMatchObject({ status: 'ok', value: 2500, display: '۲٫۵' });
  });

  it('2,5 is 2.5 g: a comma before fewer than three digits cannot group thousands', () => {
    expect(grams('2,5')).toMatchObject({ status: 'ok', value: 2500, display: '۲٫۵' });
  });

  it('12,5 is 12.5 g', () => {
    expect(grams('12,5')).toMatchObject({ status: 'ok', value: 12_500, display: '۱۲٫۵' });
  });

  it('reads ٫ after a zero, a leading mark, Arabic-Indic digits and up to three decimals', () => {
    expect(grams('0,125').status === 'ok' && grams('0,125')).toMatchObject({ value: 125 });
    expect(grams('.5')).toMatchObject({ status: 'ok', value: 500, display: '٫۵' });
    expect(grams('٣٫٢٥')).toMatchObject({ status: 'ok', value: 3250 });
    expect(grams('۰٫۰۰۱')).toMatchObject({ status: 'ok', value: 1 });
    expect(grams('1.2500')).toMatchObject({ status: 'ok', value: 1250, display: '۱٫۲۵۰۰' });
  });

  it('groups thousands with a comma between groups of three, and with the field’s own ٬', () => {
    expect(toman('1,250')).toMatchObject({ status: 'ok', value: 1250, display: '۱٬۲۵۰' });
    expect(toman('1,250,000')).toMatchObject({ status: 'ok', value: 1_250_000, display: '۱٬۲۵۰٬۰۰۰' });
    expect(grams('1,250,000')).toMatchObject({ status: 'ok', value: 1_250_000_000 });
    expect(grams('1,250.5')).toMatchObject({ status: 'ok', value: 1_250_500, display: '۱٬۲۵۰٫۵' });
    expect(toman('۱٬۲۵۰٬۰۰۰')).toMatchObject({ status: 'ok', value: 1_250_000 });
    // The field moves its ٬ as digits come and go.
    expect(toman('۱٬۲۵۰0')).toMatchObject({ status: 'ok', value: 12_500, display: '۱۲٬۵۰۰' });
    expect(toman('1250000')).toMatchObject({ status: 'ok', display: '۱٬۲۵۰٬۰۰۰' });
    // A comma typed after the field grouped what came before it.
    expect(toman('۱۸٬۹۵۲,۵۰۰')).toMatchObject({ status: 'ok', value: 18_952_500, display: '۱۸٬۹۵۲٬۵۰۰' });
  });
});

describe('readAmount: what is refused, never rewritten', () => {
  it.each([
    ['1e3', AMOUNT_INPUT_TEXT.exponent],
    ['-5', AMOUNT_INPUT_TEXT.sign],
    ['1.2.3', AMOUNT_INPUT_TEXT.twoDecimalMarks],
  ])('%s is refused with a message', (typed, message) => {
    expect(grams(typed)).toMatchObject({ status: 'invalid', message });
    expect(toman(typed).status).toBe('invalid');
  });

  it.each([
    ['a letter', 'abc1', AMOUNT_INPUT_TEXT.notANumber('grams')],
    ['a unit', '۲ گرم', AMOUNT_INPUT_TEXT.notANumber('grams')],
    ['a plus', '+2', AMOUNT_INPUT_TEXT.sign],
    ['a minus sign', '\u22122', AMOUNT_INPUT_TEXT.sign],
    ['two marks of different kinds', '1٫2/3', AMOUNT_INPUT_TEXT.twoDecimalMarks],
    ['a fourth decimal', '1.2345', AMOUNT_INPUT_TEXT.tooManyDecimals],
    ['a single comma before three digits (1250 g or 1.25 g?)', '1,250', AMOUNT_INPUT_TEXT.ambiguousComma],
    ['a misplaced comma', '1,25,000', AMOUNT_INPUT_TEXT.misplacedGroup],
    ['a misplaced space', '12 5.5', AMOUNT_INPUT_TEXT.misplacedGroup],
    ['more than ten whole grams digits', '12345678901', AMOUNT_INPUT_TEXT.tooLong],
  ])('grams: %s', (_name, typed, message) => {
    expect(grams(typed)).toMatchObject({ status: 'invalid', message, display: toPersianDigits(typed) });
  });

  it.each([
    ['a decimal', '12.5', AMOUNT_INPUT_TEXT.tomanWhole],
    ['a decimal with ٫', '۱۲٫۵', AMOUNT_INPUT_TEXT.tomanWhole],
    ['14 digits', '12345678901234', AMOUNT_INPUT_TEXT.tooLong],
    ['a group of four', '1,2500', AMOUNT_INPUT_TEXT.misplacedGroup],
  ])('toman: %s', (_name, typed, message) => {
    expect(toman(typed)).toMatchObject({ status: 'invalid', message });
  });

  it('13 digits of Toman are fine', () => {
    expect(toman('1234567890123')).toMatchObject({ status: 'ok', value: 1_234_567_890_123 });
  });
});

describe('readAmount: while typing', () => {
  it.each([
    ['grams', '2/'],
    ['grams', '2.'],
    ['grams', '۲٫'],
    ['grams', '2,'],
    ['grams', '/'],
    ['toman', '12,'],
    ['toman', '12,5'],
    ['toman', '1 25'],
    ['grams', '2 5'],
  ] as const)('%s %s is incomplete: not an error yet, not a value', (kind, typed) => {
    expect(readAmount(typed, kind).status).toBe('incomplete');
  });

  it('shows a trailing mark as ٫, and a pending separator as typed', () => {
    expect(grams('2/')).toMatchObject({ display: '۲٫', message: AMOUNT_INPUT_TEXT.unfinishedDecimal });
    expect(toman('12,5')).toMatchObject({ display: '۱۲,۵', message: AMOUNT_INPUT_TEXT.unfinishedGroup('toman') });
  });

  it('is empty for nothing or spaces', () => {
    expect(grams('')).toEqual({ status: 'empty', display: '', caret: 0 });
    expect(toman('  ')).toMatchObject({ status: 'empty' });
  });

  it('keeps the caret among the digits when the grouping moves', () => {
    // '1250000' with a digit typed after the first one: 1|250000 -> 19|250000
    expect(toman('۱9٬۲۵۰٬۰۰۰', 2)).toMatchObject({ display: '۱۹٬۲۵۰٬۰۰۰', caret: 2 });
    // '۱۲٬۵۰۰' with a 3 typed after the 5: 12٬5|00 -> 125٬3|00
    expect(toman('۱۲٬۵3۰۰', 5)).toMatchObject({ display: '۱۲۵٬۳۰۰', caret: 5 });
    // A digit deleted before a separator: ۱٬|۲۵۰ -> backspace on ٬ leaves ۱|۲۵۰
    expect(toman('۱۲۵۰', 1)).toMatchObject({ display: '۱٬۲۵۰', caret: 1 });
    // The decimal mark counts: 2/|5 with the caret after the mark.
    expect(grams('2/5', 2)).toMatchObject({ display: '۲٫۵', caret: 2 });
    // Leading zeros go, and the caret with them.
    expect(toman('007', 2)).toMatchObject({ display: '۷', caret: 0 });
    // A refused entry shows as typed: the caret stays put.
    expect(grams('1e3', 2)).toMatchObject({ display: '۱e۳', caret: 2 });
    // An invisible mark from a paste is no character of the field.
    expect(grams('\u200E2.5', 4)).toMatchObject({ display: '۲٫۵', caret: 3 });
  });
});

describe('amountInputText', () => {
  it('writes milligrams as grams and Toman grouped, in Persian digits', () => {
    expect(amountInputText(2500, 'grams')).toBe('۲٫۵');
    expect(amountInputText(1_000_001, 'grams')).toBe('۱٬۰۰۰٫۰۰۱');
    expect(amountInputText(5000, 'grams')).toBe('۵');
    expect(amountInputText(1_000_000, 'toman')).toBe('۱٬۰۰۰٬۰۰۰');
    expect(() => amountInputText(-1, 'toman')).toThrow(RangeError);
  });
});

describe('properties', () => {
  const kinds = fc.constantFrom<AmountKind>('grams', 'toman');
  const value = (kind: AmountKind) => fc.integer({ min: 0, max: kind === 'toman' ? 9_999_999_999_999 : 9_999_999_999_999 });
  const latinDecimal = fc
    .tuple(fc.stringMatching(/^[1-9]\d{0,5}$/), fc.stringMatching(/^\d{1,3}$/))
    .map(([whole, fraction]) => ({ whole, fraction }));
  const digitsToArabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

  it('a formatted amount reads back as itself, shown the same', () => {
    fc.assert(
      fc.property(
        kinds.chain((kind) => fc.tuple(fc.constant(kind), value(kind))),
        ([kind, v]) => {
          const text = amountInputText(v, kind);
          expect(readAmount(text, kind)).toMatchObject({ status: 'ok', value: v, display: text });
        },
      ),
    );
  });

  it('what the field shows reads back to the same value and the same display', () => {
    fc.assert(
      fc.property(kinds, fc.string({ unit: fc.constantFrom(...'0123456789۰۱۲۳۴۵۶۷۸۹.,/٫٬، ') }), (kind, typed) => {
        const first = readAmount(typed, kind);
        const again = readAmount(first.display, kind);
        expect(again.status).toBe(first.status);
        expect(again.display).toBe(first.display);
        if (first.status === 'ok' && again.status === 'ok') expect(again.value).toBe(first.value);
      }),
    );
  });

  it('a decimal written with any mark is the decimal reading, never ten or a hundred times it', () => {
    fc.assert(
      fc.property(latinDecimal, fc.constantFrom('.', '٫', '/', '،'), ({ whole, fraction }, mark) => {
        const expected = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
        expect(amountValue(`${whole}${mark}${fraction}`, 'grams')).toBe(expected);
        expect(amountValue(toPersianDigits(`${whole}${mark}${fraction}`), 'grams')).toBe(expected);
      }),
    );
  });

  it('a comma is the decimal reading or refused, never the digits run together', () => {
    fc.assert(
      fc.property(latinDecimal, ({ whole, fraction }) => {
        const read = amountValue(`${whole},${fraction}`, 'grams');
        const decimal = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
        if (read !== null) expect(read).toBe(decimal);
        expect(read).not.toBe(Number(`${whole}${fraction}`) * 1000);
      }),
    );
  });

  it('a letter, a sign or an exponent is always refused', () => {
    const bad = fc.oneof(fc.constantFrom('-', '+', '\u2212', 'e', 'E', 'e+', 'e-'), fc.constantFrom(...'aAzZxXآبپگمیکe'));
    fc.assert(
      fc.property(kinds, fc.stringMatching(/^\d{0,4}$/), bad, fc.stringMatching(/^\d{0,4}$/), (kind, head, mark, tail) => {
        expect(readAmount(`${head}${mark}${tail}`, kind).status).toBe('invalid');
      }),
    );
  });

  it('Persian, Arabic-Indic and Latin digits give the same result', () => {
    fc.assert(
      fc.property(kinds, fc.string({ unit: fc.constantFrom(...'0123456789.,/٫٬، e-') }), (kind, latin) => {
        const expected = readAmount(latin, kind);
        expect(readAmount(toPersianDigits(latin), kind)).toEqual(expected);
        expect(readAmount(digitsToArabicIndic(latin), kind)).toEqual(expected);
      }),
    );
  });
});
