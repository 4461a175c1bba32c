import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../shared/ui/page-title';

export default function NotFoundRoute() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography component="p" className="tabular-nums" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main' }}>
          ۴۰۴
        </Typography>
        <PageTitle>صفحه مورد نظر یافت نشد</PageTitle>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه حذف شده باشد.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          بازگشت به صفحه اصلی
        </Button>
      </Box>
    </Box>
  );
}
