import Typography from '@mui/material/Typography';
import { useSession } from '../../../shared/session/session-context';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function DashboardRoute() {
  const { user } = useSession();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {user ? `${user.name}، خوش آمدید` : 'خوش آمدید'}
      </Typography>
      <PlaceholderPage title="داشبورد" description="خلاصه حساب، موجودی و معاملات اخیر به‌زودی در این صفحه نمایش داده می‌شود." />
    </>
  );
}
