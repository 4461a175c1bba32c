import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function WalletsRoute() {
  return <PlaceholderPage title="کیف پول" description="موجودی تومانی و طلایی، واریز و برداشت به‌زودی در این صفحه نمایش داده می‌شود." />;
}
