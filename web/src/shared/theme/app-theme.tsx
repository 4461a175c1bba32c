import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ColorModeProvider, REDUCED_MOTION_QUERY, useColorMode } from './color-mode';
import { createAppTheme } from './theme';

/** RTL needs both plugins: without `prefixer` vendor prefixes disappear. */
export const emotionCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

function ThemedApp({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(() => createAppTheme(mode, { reducedMotion }), [mode, reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ColorModeProvider>
        <ThemedApp>{children}</ThemedApp>
      </ColorModeProvider>
    </CacheProvider>
  );
}
