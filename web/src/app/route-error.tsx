import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Our own error page: a failed chunk after a deploy needs a reload. */
export function RouteError() {
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

/** Our own error page for anything a screen throws, a chunk that failed to load after a deploy included. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('route error', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
