import type { Components, Theme } from '@mui/material/styles';

export const feedbackOverrides: Components<Theme> = {
  MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
  MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  MuiTooltip: { defaultProps: { arrow: true } },
};
