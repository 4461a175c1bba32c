import { createTheme, type CSSObject, type Theme } from '@mui/material/styles';
import { feedbackOverrides, toastStyles } from './overrides/feedback';
import { inputOverrides } from './overrides/inputs';
import { navigationOverrides } from './overrides/navigation';
import { surfaceOverrides } from './overrides/surfaces';
import { palettes } from './palette';

declare module '@mui/material/styles' {
  // The theme always has its CSS variables: `theme.vars` is never missing.
  interface CssThemeVariables {
    enabled: true;
  }
}

export const FONT_FAMILY = 'Vazirmatn, Tahoma, sans-serif';

/**
 * The keyboard focus ring for what MUI's `focusVisible` (below) does not reach: links, native controls, toasts. The
 * same as MUI's: the primary colour, which keeps 3:1 against the page and the paper in light and dark (palette.ts),
 * 2 px wide and 2 px off the element so it also shows around a filled button of that colour.
 */
export const focusRing = (theme: Theme): CSSObject => ({
  outline: `2px solid ${theme.vars.palette.primary.main}`,
  outlineOffset: 2,
});

/** Every transition at zero: for customers who ask the system for less motion, and for tests. */
const STILL = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * One theme for light and dark: its colours are CSS variables, which the `light` or `dark` class on <html> sets
 * (color-mode.tsx). Light and dark styles are then the same rules under the same class names, so a theme change
 * re-renders no style, and the styles made at build time serve both (docs/benchmarks.md › A fast signed-in start).
 * Colours that differ by mode in our own styles go through `theme.applyStyles('dark', …)`.
 */
export function createAppTheme({ reducedMotion = false } = {}) {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
    direction: 'rtl',
    ...(reducedMotion ? { transitions: { create: () => 'none', duration: STILL } } : {}),
    shape: { borderRadius: 10 },
    // MUI's own ring on `.Mui-focusVisible` (every ButtonBase: buttons, icon buttons, menu and list rows, tabs, chips),
    // by default 2 px solid primary 2 px off the control, drawn inside where a list or a tab strip would clip it.
    // Without it ButtonBase shows focus only with a ripple, which reduced motion turns off.
    focusVisible: true,
    breakpoints: { values: { xs: 0, sm: 600, md: 1024, lg: 1280, xl: 1536 } },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '1.6rem', fontWeight: 700 },
      h2: { fontSize: '1.25rem', fontWeight: 700 },
      h3: { fontSize: '1.05rem', fontWeight: 700 },
      button: { textTransform: 'none' },
    },
    components: {
      // A press shows the veil MUI's ripple draws (the control's own colour over it), by CSS alone. The ripple mounts
      // components on each press, and on a slow phone that held the press's paint back past the INP budget
      // (docs/assumptions.md). Keyboard focus keeps its ring (focusVisible above).
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: ({ theme }) => ({
            '&::after': {
              content: '""',
              position: 'absolute',
              inset: 0,
              borderRadius: 'inherit',
              backgroundColor: 'currentColor',
              opacity: 0,
              pointerEvents: 'none',
              transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
            },
            '&:active::after': { opacity: 0.16 },
          }),
        },
      },
      ...inputOverrides,
      ...navigationOverrides,
      ...surfaceOverrides,
      ...feedbackOverrides,
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          body: { fontFeatureSettings: '"ss01"' },
          // Figures that tick keep their width.
          '.tabular-nums': { fontFeatureSettings: '"ss01", "tnum"', fontVariantNumeric: 'tabular-nums' },
          // A number kept with its unit. A class in the page's sheet from the start: a rule emotion inserted the
          // first time a figure appears would restyle the whole page in that keystroke's frame (INP).
          '.nowrap': { whiteSpace: 'nowrap' },
          // Links, toasts, native controls; not what only scripts focus (tabindex -1: a dialog, a heading). At the
          // specificity of a single class, so the controls that draw their own focus (text fields) keep theirs.
          ':focus-visible:where(:not([tabindex="-1"]))': focusRing(theme),
          ...toastStyles(theme),
        }),
      },
    },
  });
}
