import { lighten, type CSSObject, type Palette, type Theme } from '@mui/material/styles';
import { paletteOf } from '../palette';
import type { ComponentOverrides } from './types';

export const feedbackOverrides: ComponentOverrides = {
  MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
  MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  MuiTooltip: { defaultProps: { arrow: true } },
};

/** Wide enough for a sentence, never wider than the screen less 16 px a side. */
export const TOAST_WIDTH = 'min(360px, calc(100vw - 32px))';

/** The toast's surface: the paper in light mode; in dark mode a lighter, elevated paper that stands off the page. */
export const toastSurface = (palette: Palette) =>
  palette.mode === 'dark' ? lighten(palette.background.paper, 0.1) : palette.background.paper;

/**
 * react-toastify's look in our palette (its own sheet is prepended to <head>, so two classes are enough to win).
 * Placement: the container's `position` is chosen in app-root (bottom centre on phones and tablets, top start below
 * the header on desktop); here only the offsets and the width. Left and right are left to the library's own sheet:
 * this one goes through the RTL plugin, which would swap them.
 */
export const toastStyles = (theme: Theme): CSSObject => ({
  '.Toastify': {
    '--toastify-font-family': theme.typography.fontFamily,
    '--toastify-toast-bd-radius': '12px',
    '--toastify-toast-min-height': '56px',
    '--toastify-icon-color-info': theme.vars.palette.info.main,
    '--toastify-icon-color-success': theme.vars.palette.success.main,
    '--toastify-icon-color-warning': theme.vars.palette.warning.main,
    '--toastify-icon-color-error': theme.vars.palette.error.main,
  },
  '.Toastify .Toastify__toast-container': { width: TOAST_WIDTH, padding: 0 },
  // Desktop: below the sticky header (app-header publishes its height), clear of its buttons.
  '.Toastify .Toastify__toast-container--top-right': {
    top: 'calc(var(--app-header-height, 0px) + max(12px, env(safe-area-inset-top)))',
  },
  // Phones: at the bottom, centred, off the screen's edges (the library's phone sheet puts it flush at 0 and full width).
  '.Toastify .Toastify__toast-container--bottom-center': {
    bottom: 'max(16px, env(safe-area-inset-bottom))',
    insetInline: 0,
    marginInline: 'auto',
    transform: 'none',
  },
  '.Toastify .Toastify__toast': {
    width: TOAST_WIDTH,
    marginBottom: 8,
    borderRadius: 12,
    padding: '12px 14px',
    // Room for the close button, which sits at the inline-end top corner whatever the text does.
    paddingInlineEnd: 52,
    alignItems: 'flex-start',
    lineHeight: 1.6,
    fontSize: '0.9rem',
    backgroundColor: toastSurface(paletteOf(theme, 'light')),
    color: theme.vars.palette.text.primary,
    border: `1px solid ${theme.vars.palette.divider}`,
    boxShadow: '0 6px 20px rgba(29, 27, 22, 0.14)',
    ...theme.applyStyles('dark', {
      backgroundColor: toastSurface(paletteOf(theme, 'dark')),
      borderColor: theme.alpha(theme.vars.palette.text.primary, 0.24),
      boxShadow: '0 8px 24px rgba(0, 0, 0, 0.6)',
    }),
  },
  '.Toastify .Toastify__toast-icon': { marginTop: 2 },
});
