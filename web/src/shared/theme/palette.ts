import type { Palette, PaletteOptions, Theme } from '@mui/material/styles';

/** Colours chosen for 4.5:1 text contrast in both modes. */
export const palettes: Record<'light' | 'dark', PaletteOptions> = {
  light: {
    mode: 'light',
    primary: { main: '#8a5a00', contrastText: '#ffffff' },
    secondary: { main: '#1f5f5b', contrastText: '#ffffff' },
    success: { main: '#1b6e3a', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    info: { main: '#1d5fa8', contrastText: '#ffffff' },
    background: { default: '#f6f4ef', paper: '#ffffff' },
    text: { primary: '#1d1b16', secondary: '#4f4a40' },
    divider: 'rgba(29, 27, 22, 0.12)',
  },
  dark: {
    mode: 'dark',
    primary: { main: '#f2c14e', contrastText: '#1d1b16' },
    secondary: { main: '#7fd1c7', contrastText: '#0f1115' },
    success: { main: '#6fdc8c', contrastText: '#0f1115' },
    error: { main: '#ffb4ab', contrastText: '#0f1115' },
    warning: { main: '#ffcc80', contrastText: '#0f1115' },
    info: { main: '#9cc7ff', contrastText: '#0f1115' },
    background: { default: '#0f1115', paper: '#181b22' },
    text: { primary: '#ece7dc', secondary: '#c2bcae' },
    divider: 'rgba(236, 231, 220, 0.14)',
  },
};

/** One mode's colours as values, not variables: for what needs a value (a contrast check, a chart's series). */
export function paletteOf(theme: Theme, mode: 'light' | 'dark'): Palette {
  const palette = theme.colorSchemes[mode]?.palette;
  if (!palette) throw new Error(`The theme has no ${mode} colour scheme`);
  return palette;
}
