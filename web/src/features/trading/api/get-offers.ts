import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../shared/api/client';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { TRADING_TEXT } from '../messages';
import { assertSucceeded } from './trade-errors';

export type Offer = { id: string; price: number; dealerName: string | null };

const providerOfferSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  price: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .pipe(z.number().positive()),
  dealerName: z.string().nullable().optional().catch(null),
});

/** GET /api/trade-requests/{id}/offers: `{ success, offers, error }`. An unreadable offer is left out. */
export async function fetchOffers(requestId: string): Promise<Offer[]> {
  const { data } = await api.get(`/api/trade-requests/${encodeURIComponent(requestId)}/offers`);
  assertSucceeded(data, TRADING_TEXT.offersFailed);
  const offers = (data as { offers?: unknown } | null)?.offers;
  if (!Array.isArray(offers)) throw new InvalidResponseError();
  return offers.flatMap((o) => {
    const parsed = providerOfferSchema.safeParse(o);
    return parsed.success ? [{ ...parsed.data, dealerName: parsed.data.dealerName ?? null }] : [];
  });
}

/**
 * The offers of one request; they never change, and they are no use once the dialog closes. Outside the trades'
 * key root, so a trade's refresh does not ask for a settled request's offers again.
 */
export const offersQueryOptions = (requestId: string | null) =>
  queryOptions({
    queryKey: ['trade-offers', requestId],
    queryFn: () => fetchOffers(requestId!),
    enabled: requestId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useOffers = (requestId: string | null) => useQuery(offersQueryOptions(requestId));
