import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function VisuallyHidden({ children, live }: { children: ReactNode; live?: 'polite' }) {
  return (
    <Box component="span" sx={visuallyHidden} aria-live={live} role={live ? 'status' : undefined}>
      {children}
    </Box>
  );
}
