import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { WALLET_LIST_PAGE_SIZE, WALLET_POLL_MS } from '@gold/contracts/constants';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { walletKeys } from './get-wallets';

/**
 * The wallets' paged lists sit under the wallets' key root, so a `wallet-update`, a reconnect, a deposit or a
 * withdrawal (which invalidate `walletKeys.all`) refresh them with the balances.
 */
export const walletListKeys = {
  transactions: (page: number) => [...walletKeys.all, 'transactions', page] as const,
  depositRequests: (page: number) => [...walletKeys.all, 'deposit-requests', page] as const,
  withdrawRequests: (page: number) => [...walletKeys.all, 'withdraw-requests', page] as const,
};

/** One page of a list as the panel reads it. */
export type WalletPage<T> = { items: T[]; page: number; totalPages: number; total: number };

/** Numbers the provider may send as strings; an unreadable one is left out by the caller's schema. */
export const providerAmount = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
export const providerId = z.union([z.string().min(1), z.number()]).transform(String);
const count = z.coerce.number().int().min(0);

/**
 * `data { <listKey>, page, totalPages, total }`, in data, in data.data or bare. An item the schema cannot read is
 * left out; a missing count is worked out from what arrived.
 */
export function normalizeWalletPage<T>(body: unknown, listKey: string, item: z.ZodType<T>, requested: number): WalletPage<T> {
  const shape = z.object({
    [listKey]: z.array(z.unknown()),
    page: count.optional().catch(undefined),
    totalPages: count.optional().catch(undefined),
    total: count.optional().catch(undefined),
  });
  const parsed = unwrap(body, shape) as { page?: number; totalPages?: number; total?: number } & Record<string, unknown[]>;
  const items = parsed[listKey].flatMap((entry) => {
    const read = item.safeParse(entry);
    return read.success ? [read.data] : [];
  });
  const page = parsed.page || requested;
  const total = parsed.total ?? (page - 1) * WALLET_LIST_PAGE_SIZE + items.length;
  const totalPages = parsed.totalPages ?? Math.max(page, Math.ceil(total / WALLET_LIST_PAGE_SIZE));
  return { items, page, totalPages, total };
}

/** GET `path?page&limit`, normalised. */
export async function fetchWalletPage<T>(
  path: string,
  listKey: string,
  item: z.ZodType<T>,
  page: number,
): Promise<WalletPage<T>> {
  const { data } = await api.get(path, { params: { page, limit: WALLET_LIST_PAGE_SIZE } });
  return normalizeWalletPage(data, listKey, item, page);
}

/**
 * A page of a list: polled every 30 s (spec 2 section 4), and the page before stays on screen while the next one
 * loads, so paging does not flash a skeleton.
 */
export const walletPageQueryOptions = <T>(key: readonly unknown[], fetchPage: () => Promise<WalletPage<T>>) =>
  queryOptions({ queryKey: key, queryFn: fetchPage, refetchInterval: WALLET_POLL_MS, placeholderData: keepPreviousData });

export const useWalletPage = <T>(key: readonly unknown[], fetchPage: () => Promise<WalletPage<T>>) =>
  useQuery(walletPageQueryOptions(key, fetchPage));
