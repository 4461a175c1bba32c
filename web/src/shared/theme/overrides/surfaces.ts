import type { ComponentOverrides } from './types';

export const surfaceOverrides: ComponentOverrides = {
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  // The buttons line up with the fields: DialogContent's 24 px sides, and its 20 px below the last button.
  MuiDialogActions: { styleOverrides: { root: ({ theme }) => ({ padding: theme.spacing(1, 3, 2.5) }) } },
};
