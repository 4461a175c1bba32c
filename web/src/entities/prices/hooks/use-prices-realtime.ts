import { useQueryClient } from '@tanstack/react-query';
import { FALLBACK_PRICES } from '@gold/contracts/constants';
import type { GoldPrice } from '@gold/contracts/prices';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { goldPriceQueryKey } from '../api/get-gold-price';

/** Ticks write into the price query; after a (re)connect the price is asked again, since ticks were missed. */
export function usePricesRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent('gold-price-update', (price) => {
    // A tick without the previous close keeps the one fetched: the day's close does not move with the price.
    queryClient.setQueryData<GoldPrice>(goldPriceQueryKey, (old) => ({
      ...price,
      ...(!price.previousClose && old?.previousClose && { previousClose: old.previousClose }),
    }));
  });
  useRealtimeEvent('price-update', ({ local, sell, timestamp }) => {
    queryClient.setQueryData<GoldPrice>(goldPriceQueryKey, (old) => ({
      ...(old?.previousClose && { previousClose: old.previousClose }),
      buyPrice: local,
      sellPrice: sell ?? old?.sellPrice ?? FALLBACK_PRICES.sellPrice,
      lastUpdate: timestamp ?? new Date().toISOString(),
    }));
  });
  useRealtimeConnect(() => void queryClient.invalidateQueries({ queryKey: goldPriceQueryKey }));
}
