import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { AMOUNT_INPUT_TEXT, amountInputText } from '@gold/contracts/rules/amount-input';
import { canSubmit, milligramsFor, tradeProblem, type TradeCheck } from './trade-validation';

const RUNS = { numRuns: 500 };

/** The spec's Persian texts, written out here rather than read from messages.ts. */
const TEXT = {
  amountPositive: 'مقدار باید بیشتر از صفر باشد',
  priceLoading: 'قیمت در حال بارگذاری است، لطفاً صبر کنید',
  walletsFailed: 'خطا در دریافت موجودی کیف پول‌ها',
};

function aWallet(kind: 'money' | 'gold', availableBalance: number): WalletView {
  const code = kind === 'money' ? 'TOMAN' : 'GOLD_18K';
  return {
    id: `w-${kind}`,
    kind,
    currency: {
      name: code,
      unit: kind === 'money' ? 'تومان' : 'گرم',
      precision: kind === 'money' ? 0 : 3,
      isChargeable: true,
      isWithdrawable: true,
      code,
    },
    active: true,
    balance: availableBalance,
    availableBalance,
    frozenAmount: 0,
    creditAmount: 0,
  };
}

/** A buy of one gram at 7,850,000 with plenty of money and gold: no problem. Override what a test is about. */
function aCheck(overrides: Partial<TradeCheck> = {}): TradeCheck {
  return {
    side: 'buy',
    mode: 'grams',
    text: '1',
    mg: 1000,
    price: 7_850_000,
    marketClosed: false,
    wallets: { status: 'success', money: aWallet('money', 100_000_000), gold: aWallet('gold', 10) },
    ...overrides,
  };
}

describe('milligramsFor', () => {
  it('reads grams exactly, whatever the price', () => {
    expect(milligramsFor('grams', '1.5', 7_850_000)).toBe(1500);
    expect(milligramsFor('grams', '0.001', null)).toBe(1);
    expect(milligramsFor('grams', '2.675', 7_850_000)).toBe(2675);
    expect(milligramsFor('grams', '0', 7_850_000)).toBe(0);
  });

  it('reads an amount typed with its leading zero left out (".5" is half a gram)', () => {
    expect(milligramsFor('grams', '.5', 7_850_000)).toBe(500);
    expect(milligramsFor('grams', '٫۵', 7_850_000)).toBe(500);
  });

  it('reads what the field shows, and every decimal mark a customer writes, as the decimal reading', () => {
    for (const text of ['۲/۵', '2/5', '۲٫۵', '2.5', '۲،۵', '2,5']) expect(milligramsFor('grams', text, null), text).toBe(2500);
    expect(milligramsFor('toman', '۱٬۰۰۰٬۰۰۰', 7_850_000)).toBe(127);
  });

  it('is null for what the rule refuses or what is still being typed, never a number made of what is left', () => {
    for (const text of ['1e3', '-5', '1.2.3', '2/', 'abc1']) expect(milligramsFor('grams', text, 7_850_000), text).toBeNull();
    expect(milligramsFor('toman', '12.5', 7_850_000)).toBeNull();
  });

  it('is null for an empty field', () => {
    expect(milligramsFor('grams', '', 7_850_000)).toBeNull();
    expect(milligramsFor('toman', '', 7_850_000)).toBeNull();
  });

  it('reads any grams with up to three decimals as the exact milligrams', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (mg) => {
        const text = `${Math.floor(mg / 1000)}.${String(mg % 1000).padStart(3, '0')}`;
        expect(milligramsFor('grams', text, null)).toBe(mg);
      }),
      RUNS,
    );
  });

  it('in Toman mode rounds down to the milligram: 1,000,000 Toman at 7,850,000 buys 127 mg', () => {
    expect(milligramsFor('toman', '1000000', 7_850_000)).toBe(127);
    expect(milligramsFor('toman', '7850000', 7_850_000)).toBe(1000);
    expect(milligramsFor('toman', '7849999', 7_850_000)).toBe(999);
    expect(milligramsFor('toman', '100', 7_850_000)).toBe(0);
  });

  it('in Toman mode is null while the price is missing', () => {
    expect(milligramsFor('toman', '1000000', null)).toBeNull();
    expect(milligramsFor('toman', '1000000', 0)).toBeNull();
  });

  it('in Toman mode the grams bought never cost more than the Toman typed, and a milligram more would', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 1, max: 1_000_000_000 }), (toman, price) => {
        const mg = milligramsFor('toman', String(toman), price)!;
        expect(Number.isSafeInteger(mg)).toBe(true);
        // Exact: mg × price / 1000 ≤ toman < (mg + 1) × price / 1000.
        expect(BigInt(mg) * BigInt(price)).toBeLessThanOrEqual(BigInt(toman) * 1000n);
        expect(BigInt(mg + 1) * BigInt(price)).toBeGreaterThan(BigInt(toman) * 1000n);
      }),
      RUNS,
    );
  });
});

describe('tradeProblem', () => {
  it('is null for a buy the money covers, and for a sell the gold covers', () => {
    expect(tradeProblem(aCheck())).toBeNull();
    expect(tradeProblem(aCheck({ side: 'sell', price: 7_700_000 }))).toBeNull();
  });

  it('an empty amount is no message yet', () => {
    expect(tradeProblem(aCheck({ text: '', mg: null }))).toBeNull();
  });

  it('a zero must be greater than zero, beside the amount, once the field is left (it may become 0.05)', () => {
    const zero = { field: 'amount', message: TEXT.amountPositive, untilBlur: true };
    expect(tradeProblem(aCheck({ text: '0', mg: 0 }))).toEqual(zero);
    expect(tradeProblem(aCheck({ text: '0.000', mg: 0 }))).toEqual(zero);
    expect(tradeProblem(aCheck({ mode: 'toman', text: '0', mg: 0 }))).toEqual(zero);
  });

  it('a decimal mark with no digit after it waits for the field to be left', () => {
    expect(tradeProblem(aCheck({ text: '.', mg: null }))).toEqual({
      field: 'amount',
      message: AMOUNT_INPUT_TEXT.unfinishedDecimal,
      untilBlur: true,
    });
    expect(tradeProblem(aCheck({ text: '۲/', mg: null }))?.untilBlur).toBe(true);
    expect(canSubmit(aCheck({ text: '۲/', mg: null }))).toBe(false);
  });

  it('an entry the rule refuses is said at once, with the rule’s message, and blocks submit', () => {
    for (const [text, message] of [
      ['1e3', AMOUNT_INPUT_TEXT.exponent],
      ['-5', AMOUNT_INPUT_TEXT.sign],
      ['1.2.3', AMOUNT_INPUT_TEXT.twoDecimalMarks],
    ]) {
      expect(tradeProblem(aCheck({ text, mg: null })), text).toEqual({ field: 'amount', message });
      // Even a stale mg (the deferred reading of an earlier entry) does not let it through.
      expect(canSubmit(aCheck({ text, mg: 1000 })), text).toBe(false);
    }
    expect(tradeProblem(aCheck({ mode: 'toman', text: '12.5', mg: null }))).toEqual({
      field: 'amount',
      message: AMOUNT_INPUT_TEXT.tomanWhole,
    });
  });

  it('Toman typed while the price loads waits for the price, not "greater than zero"', () => {
    expect(tradeProblem(aCheck({ mode: 'toman', text: '1000000', mg: null, price: null }))).toEqual({
      field: 'form',
      message: TEXT.priceLoading,
    });
  });

  it('Toman too few for a milligram says so beside the amount', () => {
    expect(tradeProblem(aCheck({ mode: 'toman', text: '100', mg: 0 }))).toEqual({
      field: 'amount',
      message: 'این مبلغ برای خرید حتی یک میلی‌گرم طلا کافی نیست',
    });
  });

  it('the amount comes first, even with every other problem', () => {
    const everything = aCheck({
      text: '0',
      mg: 0,
      price: null,
      marketClosed: true,
      wallets: { status: 'error', money: null, gold: null },
    });
    expect(tradeProblem(everything)?.message).toBe(TEXT.amountPositive);
  });

  it('then the price: loading while it is missing', () => {
    const check = aCheck({ price: null, marketClosed: true, wallets: { status: 'pending', money: null, gold: null } });
    expect(tradeProblem(check)).toEqual({ field: 'form', message: TEXT.priceLoading });
    // Also with the field still empty.
    expect(tradeProblem(aCheck({ text: '', mg: null, price: null }))).toEqual({ field: 'form', message: TEXT.priceLoading });
  });

  it('then the market: closed, with the working hours', () => {
    const problem = tradeProblem(aCheck({ marketClosed: true, wallets: { status: 'error', money: null, gold: null } }));
    expect(problem?.field).toBe('form');
    expect(problem?.message).toContain('بازار بسته است');
    expect(problem?.message).toContain('نمی‌توان درخواست معامله ثبت کرد');
    expect(problem?.message).toContain('شنبه تا چهارشنبه ۸:۰۰ تا ۱۷:۰۰');
    expect(problem?.message).toContain('پنجشنبه ۸:۰۰ تا ۱۳:۰۰');
    expect(problem?.message).toContain('جمعه تعطیل');
  });

  it('then the wallets: loading, then failed', () => {
    expect(tradeProblem(aCheck({ wallets: { status: 'pending', money: null, gold: null } }))).toEqual({
      field: 'form',
      message: 'در حال دریافت موجودی کیف پول‌ها، لطفاً صبر کنید',
    });
    expect(tradeProblem(aCheck({ wallets: { status: 'error', money: null, gold: null } }))).toEqual({
      field: 'form',
      message: TEXT.walletsFailed,
    });
  });

  it('then the wallet of the side: no Toman wallet for a buy, no gold wallet for a sell', () => {
    const noMoney = { status: 'success' as const, money: null, gold: aWallet('gold', 10) };
    const noGold = { status: 'success' as const, money: aWallet('money', 100_000_000), gold: null };
    expect(tradeProblem(aCheck({ wallets: noMoney }))).toEqual({ field: 'form', message: 'کیف پول تومانی یافت نشد' });
    expect(tradeProblem(aCheck({ side: 'sell', wallets: noGold }))).toEqual({ field: 'form', message: 'کیف پول طلا یافت نشد' });
    // The other side's wallet is not needed.
    expect(tradeProblem(aCheck({ side: 'sell', wallets: noMoney }))).toBeNull();
    expect(tradeProblem(aCheck({ wallets: noGold }))).toBeNull();
    // Missing wallets are named even before an amount is typed.
    expect(tradeProblem(aCheck({ text: '', mg: null, wallets: noMoney }))?.message).toBe('کیف پول تومانی یافت نشد');
  });

  it('a buy beyond the usable Toman gives the current and the required Toman', () => {
    const wallets = { status: 'success' as const, money: aWallet('money', 5_000_000), gold: null };
    expect(tradeProblem(aCheck({ wallets }))).toEqual({
      field: 'form',
      message: 'موجودی تومانی کافی نیست. موجودی فعلی: ۵٬۰۰۰٬۰۰۰ تومان، مبلغ مورد نیاز: ۷٬۸۵۰٬۰۰۰ تومان',
    });
  });

  it('a buy of exactly the usable Toman is fine; one Toman less is not', () => {
    const exact = { status: 'success' as const, money: aWallet('money', 7_850_000), gold: null };
    const short = { status: 'success' as const, money: aWallet('money', 7_849_999), gold: null };
    expect(tradeProblem(aCheck({ wallets: exact }))).toBeNull();
    expect(tradeProblem(aCheck({ wallets: short }))?.message).toMatch(/^موجودی تومانی کافی نیست/);
  });

  it('a sell beyond the usable gold gives the current and the required grams', () => {
    const wallets = { status: 'success' as const, money: null, gold: aWallet('gold', 1.25) };
    expect(tradeProblem(aCheck({ side: 'sell', text: '2.5', mg: 2500, wallets }))).toEqual({
      field: 'form',
      message: 'موجودی طلای کافی نیست. موجودی فعلی: ۱٫۲۵ گرم، مقدار مورد نیاز: ۲٫۵ گرم',
    });
    const exact = { status: 'success' as const, money: null, gold: aWallet('gold', 2.5) };
    expect(tradeProblem(aCheck({ side: 'sell', text: '2.5', mg: 2500, wallets: exact }))).toBeNull();
  });

  it('a sell checks grams, not Toman', () => {
    // A gram of gold and no money at all: the sell is fine.
    const wallets = { status: 'success' as const, money: aWallet('money', 0), gold: aWallet('gold', 1) };
    expect(tradeProblem(aCheck({ side: 'sell', wallets }))).toBeNull();
  });

  it('a buy needs the money to cover the total, for any amount and price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.nat({ max: 1e12 }),
        (mg, price, balance) => {
          const wallets = { status: 'success' as const, money: aWallet('money', balance), gold: null };
          const problem = tradeProblem(aCheck({ text: amountInputText(mg, 'grams'), mg, price, wallets }));
          // The total rounds mg × price / 1000 half up.
          const total = Number((BigInt(mg) * BigInt(price) + 500n) / 1000n);
          if (balance >= total) expect(problem).toBeNull();
          else expect(problem?.message).toMatch(/^موجودی تومانی کافی نیست/);
        },
      ),
      RUNS,
    );
  });
});

describe('canSubmit', () => {
  it('allows a request with an amount, a price and no problem', () => {
    expect(canSubmit(aCheck())).toBe(true);
    expect(canSubmit(aCheck({ side: 'sell' }))).toBe(true);
  });

  it('is disabled while the amount is empty or zero', () => {
    expect(canSubmit(aCheck({ text: '', mg: null }))).toBe(false);
    expect(canSubmit(aCheck({ text: '0', mg: 0 }))).toBe(false);
  });

  it('is disabled while the price is empty', () => {
    expect(canSubmit(aCheck({ price: null }))).toBe(false);
  });

  it('is disabled while the market is closed', () => {
    expect(canSubmit(aCheck({ marketClosed: true }))).toBe(false);
  });

  it('is disabled while the wallets load or after they failed', () => {
    expect(canSubmit(aCheck({ wallets: { status: 'pending', money: null, gold: null } }))).toBe(false);
    expect(canSubmit(aCheck({ wallets: { status: 'error', money: aWallet('money', 1e12), gold: aWallet('gold', 100) } }))).toBe(
      false,
    );
  });

  it('is disabled when the balance does not cover it', () => {
    expect(canSubmit(aCheck({ wallets: { status: 'success', money: aWallet('money', 1), gold: null } }))).toBe(false);
  });
});
