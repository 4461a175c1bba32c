import type { ComponentOverrides } from './types';

export const surfaceOverrides: ComponentOverrides = {
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  // The buttons line up with the fields: DialogContent's sides, and its space below the last button, in the same
  // pixels as MUI writes DialogContent's padding.
  MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 20px' } } },
};
