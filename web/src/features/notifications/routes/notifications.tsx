import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function NotificationsRoute() {
  return <PlaceholderPage title="اعلان‌ها" description="فهرست کامل اعلان‌ها به‌زودی در این صفحه نمایش داده می‌شود." />;
}
