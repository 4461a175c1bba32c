import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function ReportsRoute() {
  return <PlaceholderPage title="گزارش‌ها" description="این بخش در حال توسعه است." />;
}
