import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isGoldCurrency, isMoneyCurrency, type Currency } from '@gold/contracts/wallets';
import { api } from '../../../shared/api/client';
import { unwrapArray } from '../../../shared/api/normalize';

export const walletKeys = { all: ['wallets'] as const, mine: () => ['wallets', 'me'] as const };

/** A wallet as the panel reads it: amounts as numbers, and which kind of wallet it is. */
export type WalletView = {
  id: string;
  kind: 'money' | 'gold' | 'other';
  currency: Currency;
  active: boolean;
  balance: number;
  availableBalance: number;
  frozenAmount: number;
  creditAmount: number;
};

/** Numbers the provider may send as strings ("possibly a string", spec 2 section 4); anything unreadable is 0. */
const amount = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]).catch(0);
const text = z.union([z.string(), z.number()]).transform(String);

const providerWalletSchema = z.object({
  id: text,
  currency: z.object({
    name: z.string().catch(''),
    unit: z.string().catch(''),
    precision: z.number().int().min(0).catch(0),
    isChargeable: z.boolean().catch(false),
    isWithdrawable: z.boolean().catch(false),
    code: z.string(),
  }),
  status: z.boolean().catch(true),
  balance: amount,
  availableBalance: amount,
  frozenAmount: amount,
  creaditAmount: amount,
});

/** GET /wallets/me: "data list of wallets". An entry without an id or a currency code is left out. */
export function normalizeWallets(body: unknown): WalletView[] {
  return unwrapArray(body).flatMap((entry) => {
    const parsed = providerWalletSchema.safeParse(entry);
    if (!parsed.success) return [];
    const { id, currency, status, balance, availableBalance, frozenAmount, creaditAmount } = parsed.data;
    const kind = isMoneyCurrency(currency.code) ? 'money' : isGoldCurrency(currency.code) ? 'gold' : 'other';
    return [{ id, kind, currency, active: status, balance, availableBalance, frozenAmount, creditAmount: creaditAmount }];
  });
}

export async function fetchWallets(): Promise<WalletView[]> {
  const { data } = await api.get('/wallets/me');
  return normalizeWallets(data);
}

export const walletsQueryOptions = () => queryOptions({ queryKey: walletKeys.mine(), queryFn: fetchWallets });
export const useWallets = () => useQuery(walletsQueryOptions());

/** The Toman wallet and the gold wallet, or null where there is none. */
export const findWallet = (wallets: readonly WalletView[], kind: 'money' | 'gold') => wallets.find((w) => w.kind === kind) ?? null;
