import type { ComponentOverrides } from './types';

export const inputOverrides: ComponentOverrides = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 10, fontWeight: 600, minHeight: 40 } },
    // A submit button turns on in answer to a keystroke (the form became valid). Its colour fade ran the main thread
    // for every frame of the fade, and the keystroke's own paint waited behind it on a slow phone.
    variants: [{ props: { type: 'submit' }, style: { transition: 'none' } }],
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 10 } } },
  MuiIconButton: { styleOverrides: { root: { minWidth: 40, minHeight: 40 } } },
};
