import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function TicketsRoute() {
  return <PlaceholderPage title="پشتیبانی" description="ثبت و پیگیری تیکت‌های پشتیبانی به‌زودی در این صفحه فعال می‌شود." />;
}
