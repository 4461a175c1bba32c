import { createTheme } from '@mui/material/styles';
import { feedbackOverrides } from './overrides/feedback';
import { inputOverrides } from './overrides/inputs';
import { navigationOverrides } from './overrides/navigation';
import { surfaceOverrides } from './overrides/surfaces';
import { palettes } from './palette';

export const FONT_FAMILY = 'Vazirmatn, Tahoma, sans-serif';

/** Every transition at zero: for customers who ask the system for less motion, and for tests. */
const STILL = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

export function createAppTheme(mode: 'light' | 'dark', { reducedMotion = false } = {}) {
  return createTheme({
    direction: 'rtl',
    ...(reducedMotion ? { transitions: { create: () => 'none', duration: STILL } } : {}),
    palette: palettes[mode],
    shape: { borderRadius: 10 },
    breakpoints: { values: { xs: 0, sm: 600, md: 1024, lg: 1280, xl: 1536 } },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '1.6rem', fontWeight: 700 },
      h2: { fontSize: '1.25rem', fontWeight: 700 },
      h3: { fontSize: '1.05rem', fontWeight: 700 },
      button: { textTransform: 'none' },
    },
    components: {
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      ...inputOverrides,
      ...navigationOverrides,
      ...surfaceOverrides,
      ...feedbackOverrides,
      MuiCssBaseline: {
        styleOverrides: {
          body: { fontFeatureSettings: '"ss01"' },
          // Figures that tick keep their width.
          '.tabular-nums': { fontFeatureSettings: '"ss01", "tnum"', fontVariantNumeric: 'tabular-nums' },
        },
      },
    },
  });
}
