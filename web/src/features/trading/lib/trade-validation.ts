import type { TradeSide } from '@gold/contracts/trading';
import { mgForToman, mgToGrams } from '@gold/contracts/money';
import { readAmount, type AmountKind } from '@gold/contracts/rules/amount-input';
import { tradeTotal } from '@gold/contracts/rules/trading';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { TRADING_TEXT } from '../messages';

/** Grams or Toman: the amount field reads either through the one amount rule (contracts/rules/amount-input). */
export type AmountMode = AmountKind;

/**
 * The milligrams an entry asks for: grams as typed, or what the Toman buy at the price, rounded down to the
 * milligram (never more gold than the money pays for). Null while it cannot be read or the price is missing.
 */
export function milligramsFor(mode: AmountMode, text: string, price: number | null): number | null {
  const reading = readAmount(text, mode);
  if (reading.status !== 'ok') return null;
  if (mode === 'grams') return reading.value;
  if (!price) return null;
  return mgForToman(reading.value, price, 'down');
}

type Wallets = { status: 'pending' | 'error' | 'success'; money: WalletView | null; gold: WalletView | null };

export type TradeCheck = {
  side: TradeSide;
  mode: AmountMode;
  /** What the field holds. */
  text: string;
  mg: number | null;
  /** Toman a gram for this side; null while the price loads. */
  price: number | null;
  /** False only when the market is known to be closed. */
  marketClosed: boolean;
  wallets: Wallets;
};

/**
 * Where a problem shows: beside the amount, or above the submit button. `untilBlur`: an entry that may still become a
 * good amount (a nought on its way to 0.05, a decimal mark with no digit yet) is told only once the field is left.
 */
export type TradeProblem = { field: 'amount' | 'form'; message: string; untilBlur?: boolean };

/**
 * The first problem of spec 2 section 5, in its order, or null when the request may go. An empty amount is no
 * message yet, but it blocks submit (`canSubmit`).
 */
export function tradeProblem(check: TradeCheck): TradeProblem | null {
  const { side, mode, text, mg, price, wallets } = check;
  const reading = readAmount(text, mode);
  if (reading.status === 'invalid') return { field: 'amount', message: reading.message };
  if (reading.status === 'incomplete') return { field: 'amount', message: reading.message, untilBlur: true };
  if (reading.status === 'ok' && reading.value === 0)
    return { field: 'amount', message: TRADING_TEXT.amountPositive, untilBlur: true };
  if (mg === 0) return { field: 'amount', message: TRADING_TEXT.tomanTooSmall };
  if (!price) return { field: 'form', message: TRADING_TEXT.priceLoading };
  if (check.marketClosed) return { field: 'form', message: TRADING_TEXT.marketClosed };
  if (wallets.status === 'pending') return { field: 'form', message: TRADING_TEXT.walletsLoading };
  if (wallets.status === 'error') return { field: 'form', message: TRADING_TEXT.walletsFailed };
  if (side === 'buy' && !wallets.money) return { field: 'form', message: TRADING_TEXT.noMoneyWallet };
  if (side === 'sell' && !wallets.gold) return { field: 'form', message: TRADING_TEXT.noGoldWallet };
  if (mg === null) return null;
  if (side === 'buy') {
    const required = tradeTotal(mg, price);
    const current = wallets.money!.availableBalance;
    if (current < required)
      return { field: 'form', message: TRADING_TEXT.insufficientToman(formatToman(current), formatToman(required)) };
  } else {
    const current = wallets.gold!.availableBalance;
    const required = mgToGrams(mg);
    if (current < required)
      return { field: 'form', message: TRADING_TEXT.insufficientGold(formatGrams(current), formatGrams(required)) };
  }
  return null;
}

/** Submit needs an amount, a price, and no problem. */
export const canSubmit = (check: TradeCheck) =>
  check.mg !== null && check.mg > 0 && check.price !== null && tradeProblem(check) === null;
