import { useEffect } from 'react';
import { toast } from '../../../shared/ui/toast';
import { FALLBACK_PRICES } from '@gold/contracts/constants';
import { useGoldPriceQuery } from '../api/get-gold-price';

export const PRICE_FALLBACK_TOAST = 'خطا در دریافت قیمت‌ها - نمایش قیمت‌های پیش‌فرض';

/**
 * The current price: fetched once, then moved by the ticks usePricesRealtime writes into the query. When the
 * fetch fails the spec's default prices show, with a toast.
 */
export function useLivePrices() {
  const query = useGoldPriceQuery();
  const failed = query.isError && !query.data;
  useEffect(() => {
    if (failed) toast.error(PRICE_FALLBACK_TOAST, { toastId: 'price-fallback' });
  }, [failed]);

  const price = query.data ?? (failed ? { ...FALLBACK_PRICES, lastUpdate: null } : null);
  return { price, isFallback: failed, isLoading: query.isPending, isFetching: query.isFetching, refresh: () => void query.refetch() };
}
