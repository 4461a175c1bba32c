import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function SettingsRoute() {
  return <PlaceholderPage title="تنظیمات" description="احراز هویت، پروفایل، حساب‌های بانکی و امنیت به‌زودی در این صفحه در دسترس خواهد بود." />;
}
