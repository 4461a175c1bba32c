import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { prefixer } from 'stylis';
import { ColorModeProvider, useColorMode } from './color-mode';
import { rtlPlugin } from './rtl/stylis-rtl';
import { createAppTheme } from './theme';

/** RTL needs both plugins: without `prefixer` vendor prefixes disappear. */
export const emotionCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

function ThemedApp({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
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
