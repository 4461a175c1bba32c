import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { FALLBACK_PRICES } from '@gold/contracts/constants';
import type { GoldPrice } from '@gold/contracts/prices';
import { useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { goldPriceQueryKey, useGoldPriceQuery } from '../api/get-gold-price';

export const PRICE_FALLBACK_TOAST = 'خطا در دریافت قیمت‌ها - نمایش قیمت‌های پیش‌فرض';

/**
 * The current price: fetched once, then moved by realtime ticks, which write into the query. When the
 * fetch fails the spec's default prices show, with a toast.
 */
export function useLivePrices() {
  const queryClient = useQueryClient();
  const query = useGoldPriceQuery();

  useRealtimeEvent('gold-price-update', (price) => {
    queryClient.setQueryData<GoldPrice>(goldPriceQueryKey, price);
  });
  useRealtimeEvent('price-update', ({ local, sell, timestamp }) => {
    queryClient.setQueryData<GoldPrice>(goldPriceQueryKey, (old) => ({
      buyPrice: local,
      sellPrice: sell ?? old?.sellPrice ?? FALLBACK_PRICES.sellPrice,
      lastUpdate: timestamp ?? new Date().toISOString(),
    }));
  });

  const failed = query.isError && !query.data;
  useEffect(() => {
    if (failed) toast.error(PRICE_FALLBACK_TOAST, { toastId: 'price-fallback' });
  }, [failed]);

  const price = query.data ?? (failed ? { ...FALLBACK_PRICES, lastUpdate: null } : null);
  return { price, isFallback: failed, isLoading: query.isPending, isFetching: query.isFetching, refresh: () => void query.refetch() };
}
