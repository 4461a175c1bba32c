import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DemoBadge } from '../../../shared/ui/demo-badge';
import { UI_TEXT } from '../../../shared/ui/messages';
import { PageTitle } from '../../../shared/ui/page-title';

/** The frame of every account screen: brand, one <h1>, the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: { xs: 1.5, sm: 3 }, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <Box component="img" src="/favicon.svg" alt="" width={40} height={40} />
          <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.1rem' }}>
            {UI_TEXT.appName}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <DemoBadge />
        </Box>
        <PageTitle>{title}</PageTitle>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
