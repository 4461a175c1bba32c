import { isRouteErrorResponse, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Our own error page instead of the router's: a failed chunk after a deploy needs a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error('route error', isRouteErrorResponse(error) ? error.status : error);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          مشکلی پیش آمد
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          بارگذاری این صفحه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          بارگذاری دوباره
        </Button>
      </Box>
    </Box>
  );
}
