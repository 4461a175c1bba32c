import type { ComponentOverrides } from './types';

export const inputOverrides: ComponentOverrides = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 10, fontWeight: 600, minHeight: 40 } },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 10 } } },
  MuiIconButton: { styleOverrides: { root: { minWidth: 40, minHeight: 40 } } },
};
