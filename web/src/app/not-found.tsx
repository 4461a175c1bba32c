import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../shared/ui/page-title';
import { APP_TEXT } from './messages';

const TEXT = APP_TEXT.notFound;

export default function NotFoundRoute() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography component="p" className="tabular-nums" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main' }}>
          {TEXT.code}
        </Typography>
        <PageTitle>{TEXT.title}</PageTitle>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {TEXT.body}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {TEXT.home}
        </Button>
      </Box>
    </Box>
  );
}
