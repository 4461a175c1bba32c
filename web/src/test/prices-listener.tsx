import { usePricesRealtime } from '../entities/prices/hooks/use-prices-realtime';

/** The shell mounts the prices' realtime reaction; a test of a screen or widget mounts it beside what it renders. */
export function PricesListener() {
  usePricesRealtime();
  return null;
}
