import type { Components, Theme } from '@mui/material/styles';

export const surfaceOverrides: Components<Theme> = {
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
};
