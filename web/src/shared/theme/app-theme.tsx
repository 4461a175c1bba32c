import { useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useTheme, type Palette } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ColorModeProvider, REDUCED_MOTION_QUERY, useColorMode } from './color-mode';
import { forgetStylesNotLoaded } from './build-styles';
import { paletteOf } from './palette';
import { createAppTheme } from './theme';

/** RTL needs both plugins: without `prefixer` vendor prefixes disappear. */
export const createEmotionCache = () => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/** The panel's cache. A page rendered at build time has a cache of its own, which holds that page's styles alone. */
forgetStylesNotLoaded();
export const emotionCache = createEmotionCache();

function ThemedApp({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(() => createAppTheme({ reducedMotion }), [reducedMotion]);
  return (
    // The mode is the panel's own (color-mode.tsx), which puts its class on <html>: MUI neither stores one nor sets it.
    <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** The colours of the mode on screen as values, for what takes no CSS variable (a chart's series). */
export function useModePalette(): Palette {
  return paletteOf(useTheme(), useColorMode().mode);
}

export function AppThemeProvider({ cache = emotionCache, children }: { cache?: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ColorModeProvider>
        <ThemedApp>{children}</ThemedApp>
      </ColorModeProvider>
    </CacheProvider>
  );
}
