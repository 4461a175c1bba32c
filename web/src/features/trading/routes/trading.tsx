import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function TradingRoute() {
  return <PlaceholderPage title="معاملات طلا" description="خرید و فروش طلای ۱۸ عیار به‌زودی از همین صفحه در دسترس خواهد بود." />;
}
