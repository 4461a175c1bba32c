import { useEffect, useRef } from 'react';
import { loadToasts, toast, toastsRequested } from '../../../shared/ui/toast';
import { FALLBACK_PRICES } from '@gold/contracts/constants';
import { useGoldPriceQuery } from '../api/get-gold-price';

export const PRICE_FALLBACK_TOAST = 'خطا در دریافت قیمت‌ها - نمایش قیمت‌های پیش‌فرض';
const FALLBACK_TOAST_ID = 'price-fallback';

/**
 * The current price: fetched once, then moved by the ticks usePricesRealtime writes into the query. When the
 * fetch fails the spec's default prices show, with a toast that says so; as soon as a live price replaces them
 * the toast goes, so it never describes figures that are no longer on screen.
 */
export function useLivePrices() {
  const query = useGoldPriceQuery();
  const failed = query.isError && !query.data;
  const toasted = useRef(false);
  useEffect(() => {
    if (failed) {
      toasted.current = true;
      toast.error(PRICE_FALLBACK_TOAST, { toastId: FALLBACK_TOAST_ID });
    } else if (toasted.current && toastsRequested()) {
      toasted.current = false;
      void loadToasts().then((library) => library.toast.dismiss(FALLBACK_TOAST_ID));
    }
  }, [failed]);

  const price = query.data ?? (failed ? { ...FALLBACK_PRICES, lastUpdate: null } : null);
  return {
    price,
    /** The close of the previous day, when the provider sends it. */
    previousClose: query.data?.previousClose,
    /** When this client last received a price (a fetch or a tick), in ms since the epoch; zero before the first. */
    receivedAt: query.data ? query.dataUpdatedAt : 0,
    isFallback: failed,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    refresh: () => void query.refetch(),
  };
}
