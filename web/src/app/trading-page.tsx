import type { TradeSide } from '@gold/contracts/trading';
import { PriceAlertButton } from '../features/price-alerts/components/price-alert-button';
import TradingRoute from '../features/trading/routes/trading';

/** Module-level, so the memoised price card keeps one function across renders. */
const priceAlert = (side: TradeSide) => <PriceAlertButton side={side} />;

/** /trading, composed here: the trading tools, with a price alert beside the live prices (where the API offers them). */
export default function TradingPage() {
  return <TradingRoute priceAction={priceAlert} />;
}
