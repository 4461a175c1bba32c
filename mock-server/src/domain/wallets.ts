import type { Currency, Wallet } from '@gold/contracts/wallets';
import type { WalletCode, WalletRecord } from '../store/state';

export const CURRENCIES: Record<WalletCode, Currency> = {
  TOMAN: { name: 'تومان', unit: 'تومان', precision: 0, isChargeable: true, isWithdrawable: true, code: 'TOMAN' },
  GOLD_18K: { name: 'طلای ۱۸ عیار', unit: 'گرم', precision: 3, isChargeable: false, isWithdrawable: false, code: 'GOLD_18K' },
};

export function toPublicWallet(w: WalletRecord): Wallet {
  return {
    id: w.id,
    currencyId: w.code,
    currency: CURRENCIES[w.code],
    status: w.active,
    balance: w.balance,
    availableBalance: Math.max(0, w.balance - w.frozen),
    frozenAmount: w.frozen,
    creaditAmount: w.credit,
  };
}
