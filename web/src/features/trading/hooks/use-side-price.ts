import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoldPrice } from '@gold/contracts/prices';
import { priceForSide } from '@gold/contracts/rules/trading';
import type { TradeSide } from '@gold/contracts/trading';
import { goldPriceQueryKey, goldPriceQueryOptions } from '../../../entities/prices/api/get-gold-price';

const same = <T>(value: T) => value;

/**
 * What a component makes of the live price a trade on `side` is asked at: null while it loads, and when only the
 * default prices are known (they are for show, never for a trade). Read through React Query's `select`, whose
 * result is structurally shared, so a tick re-renders the component only when what it picks changes.
 */
export function useSidePrice<T = number | null>(side: TradeSide, pick: (price: number | null) => T = same as never): T {
  const { data } = useQuery({
    ...goldPriceQueryOptions(),
    select: (price: GoldPrice) => ({ picked: pick(priceForSide(side, price)) }),
  });
  return data ? data.picked : pick(null);
}

/** The side's price as it is now, for an event handler (a submit) that must not subscribe its component to ticks. */
export function useReadSidePrice() {
  const queryClient = useQueryClient();
  return (side: TradeSide): number | null => {
    const price = queryClient.getQueryData<GoldPrice>(goldPriceQueryKey);
    return price ? priceForSide(side, price) : null;
  };
}
