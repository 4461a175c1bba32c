import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES } from '@gold/contracts/constants';
import { WALLETS_TEXT } from '../messages';
import { depositFormSchema, withdrawFormSchema } from './form-schemas';
import {
  absoluteUrl,
  depositReference,
  formatAmount,
  formatSigned,
  maskIban,
  amountInUnit,
  amountKindFor,
  receiptProblem,
  shortToman,
} from './wallet-format';

describe('formatAmount', () => {
  it('shows Toman whole and gold to the milligram, in Persian digits with separators', () => {
    expect(formatAmount(12_500_000, 0)).toBe('۱۲٬۵۰۰٬۰۰۰');
    expect(formatAmount(1500.6, 0)).toBe('۱٬۵۰۱');
    expect(formatAmount(2.5, 3)).toBe('۲٫۵');
    expect(formatAmount(1234.5678, 3)).toBe('۱٬۲۳۴٫۵۶۸');
    expect(formatAmount(-0, 0)).toBe('۰');
  });

  it('writes the sign of a movement, after a right-to-left mark so it is read first, beside its number', () => {
    expect(formatSigned(1_000_000, 0)).toBe('\u200F+۱٬۰۰۰٬۰۰۰');
    expect(formatSigned(-0.125, 3)).toBe('\u200F\u2212۰٫۱۲۵');
    expect(formatSigned(0, 0)).toBe('۰');
    expect(formatSigned(0.0001, 3)).toBe('۰');
  });

  it('writes a negative amount’s minus after a right-to-left mark, not fa-IR’s left-to-right one', () => {
    // fa-IR's mark would show the minus between the number and its unit in a Persian line.
    expect(formatAmount(-1_500_000, 0)).toBe('\u200F\u2212۱٬۵۰۰٬۰۰۰');
    expect(formatAmount(-2.5, 3)).toBe('\u200F\u2212۲٫۵');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(0, 3), (value, precision) => {
        for (const text of [formatAmount(value, precision), formatSigned(value, precision)]) {
          expect(text).not.toContain('\u200E');
          // A sign comes first, right after the mark, and nowhere else.
          expect(text.replace(/^\u200F[+\u2212]/, '')).not.toMatch(/[+\u2212-]/);
        }
      }),
    );
  });
});

describe('the amount field', () => {
  it('reads Toman or grams by the currency’s precision, through the amount rule', () => {
    expect(amountKindFor(0)).toBe('toman');
    expect(amountKindFor(3)).toBe('grams');
    expect(amountInUnit('۱٬۲۳۴٬۵۶۷', 'toman')).toBe(1_234_567);
    expect(amountInUnit('۲/۵', 'grams')).toBe(2.5);
    expect(amountInUnit('2,5', 'grams')).toBe(2.5);
    // Refused or unfinished: no amount, never the digits that are left.
    for (const text of ['', '1e3', '-5', '1.2.3', '12.5', 'ab1', '12,5']) expect(amountInUnit(text, 'toman'), text).toBeNull();
  });
});

describe('depositReference', () => {
  it('is the user’s own, or PARZ- and the last 8 characters of the id', () => {
    expect(depositReference({ id: 'u-1', depositReferenceId: 'PARZ-ABCDEF12' })).toBe('PARZ-ABCDEF12');
    expect(depositReference({ id: '64f1c2d3e4b5a69788990011' })).toBe('PARZ-88990011');
    expect(depositReference({ id: '64f1c2d3e4b5a69788990011', depositReferenceId: null })).toBe('PARZ-88990011');
    expect(depositReference({ id: 'short', depositReferenceId: '  ' })).toBe('PARZ-short');
  });
});

describe('shortToman and maskIban', () => {
  it('names the quick amounts', () => {
    expect([100_000, 500_000, 1_000_000, 5_000_000, 10_000_000].map(shortToman)).toEqual([
      '۱۰۰ هزار',
      '۵۰۰ هزار',
      '۱ میلیون',
      '۵ میلیون',
      '۱۰ میلیون',
    ]);
  });

  it('keeps IR, the check digits and the last four', () => {
    // With a left-to-right mark before each space, so the groups keep their order between Persian digits.
    expect(maskIban('IR06 2960 0000 0010 0324 2000 01')).toBe('IR۰۶\u200E ****\u200E ****\u200E ۰۰۰۱');
  });
});

describe('receiptProblem', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes JPG, PNG and PDF up to 10 MB', () => {
    expect(receiptProblem(file('r.jpg', 'image/jpeg'))).toBeNull();
    expect(receiptProblem(file('r.png', 'image/png', RECEIPT_MAX_BYTES))).toBeNull();
    expect(receiptProblem(file('r.pdf', 'application/pdf'))).toBeNull();
    // A browser that names no type: the extension says.
    expect(receiptProblem(file('R.JPEG', ''))).toBeNull();
  });

  it('refuses another type, and a file over 10 MB', () => {
    expect(receiptProblem(file('r.gif', 'image/gif'))).toBe(WALLETS_TEXT.receiptType);
    expect(receiptProblem(file('r.png.exe', ''))).toBe(WALLETS_TEXT.receiptType);
    expect(receiptProblem(file('r.png', 'image/png', RECEIPT_MAX_BYTES + 1))).toBe(WALLETS_TEXT.receiptSize);
    expect(WALLETS_TEXT.receiptType).toBe('فقط فایل JPG، PNG یا PDF پذیرفته می‌شود');
    expect(WALLETS_TEXT.receiptSize).toBe('حجم فایل نباید بیش از ۱۰ مگابایت باشد');
  });
});

describe('absoluteUrl', () => {
  it('puts a server path on the API host, and leaves a full address alone', () => {
    expect(absoluteUrl('/uploads/receipts/a.png', 'https://api.example.ir/')).toBe(
      'https://api.example.ir/uploads/receipts/a.png',
    );
    expect(absoluteUrl('uploads/a.png', 'https://api.example.ir')).toBe('https://api.example.ir/uploads/a.png');
    expect(absoluteUrl('/uploads/a.png', '')).toBe(`${window.location.origin}/uploads/a.png`);
    expect(absoluteUrl('https://cdn.example.ir/a.png', 'https://api.example.ir')).toBe('https://cdn.example.ir/a.png');
  });
});

describe('depositFormSchema', () => {
  const valid = { amount: '۱۰۰٬۰۰۰', method: 'gateway' as const, receipt: null, description: '' };
  const messages = (form: unknown) =>
    depositFormSchema()
      .safeParse(form)
      .error?.issues.map((i) => i.message) ?? [];

  it('asks for an amount above zero, and a receipt for the receipt method only', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, amount: '' })).toEqual(['لطفاً مبلغ معتبری وارد کنید']);
    expect(messages({ ...valid, amount: '۰' })).toEqual(['لطفاً مبلغ معتبری وارد کنید']);
    // What the amount rule refuses is said in its words, not as a number made of what is left.
    expect(messages({ ...valid, amount: '1e3' })).toEqual(['نماد توان (e) پذیرفته نیست؛ عدد را کامل بنویسید']);
    expect(messages({ ...valid, amount: '12.5' })).toEqual(['مبلغ تومان عدد صحیح است و ممیز ندارد']);
    expect(messages({ ...valid, method: 'receipt' })).toEqual(['لطفاً رسید واریز را بارگذاری کنید']);
    expect(
      messages({ ...valid, method: 'receipt', receipt: { fileName: 'a.png', fileUrl: '/a.png', originalName: 'x.png' } }),
    ).toEqual([]);
  });
});

describe('withdrawFormSchema', () => {
  const limits = { available: 2_500_000, precision: 0, unit: 'تومان', accountIds: ['ba-1', 'ba-2'] };
  const messages = (form: { amount: string; accountId: string }, l = limits) =>
    withdrawFormSchema(l)
      .safeParse(form)
      .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('gives section 5’s messages one at a time, in its order', () => {
    expect(messages({ amount: '', accountId: '' })).toEqual([['amount', 'مبلغ باید بیشتر از صفر باشد']]);
    expect(messages({ amount: '۱۰۰', accountId: '' })).toEqual([['accountId', 'لطفاً حساب بانکی مقصد را انتخاب کنید']]);
    expect(messages({ amount: '۲٬۵۰۰٬۰۰۱', accountId: 'ba-9' })).toEqual([
      ['amount', 'مبلغ درخواستی نمی‌تواند بیشتر از ۲٬۵۰۰٬۰۰۰ تومان باشد'],
    ]);
    expect(messages({ amount: '۲٬۵۰۰٬۰۰۰', accountId: 'ba-9' })).toEqual([['accountId', 'حساب بانکی انتخاب‌شده یافت نشد']]);
    expect(messages({ amount: '۲٬۵۰۰٬۰۰۰', accountId: 'ba-2' })).toEqual([]);
  });

  it('reads the amount through the amount rule: refused entries say why, and gold is read to the milligram', () => {
    expect(messages({ amount: '-5', accountId: 'ba-1' })).toEqual([['amount', 'مقدار را بدون علامت مثبت یا منفی بنویسید']]);
    const gold = { ...limits, available: 2.5, precision: 3, unit: 'گرم' };
    expect(messages({ amount: '۲/۵', accountId: 'ba-1' }, gold)).toEqual([]);
    expect(messages({ amount: '2.501', accountId: 'ba-1' }, gold)).toEqual([
      ['amount', 'مبلغ درخواستی نمی‌تواند بیشتر از ۲٫۵ گرم باشد'],
    ]);
  });
});
