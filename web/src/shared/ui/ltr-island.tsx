import { useMemo, type ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { ThemeProvider, useTheme } from '@mui/material/styles';

/**
 * A left-to-right island in the right-to-left page, for what runs in time or in quantity (a chart's axis): the DOM
 * direction and MUI's own (which MUI X reads to place its labels) both left to right. The text inside stays Persian.
 */
export function LtrIsland({ children, ...props }: { children: ReactNode } & Omit<BoxProps, 'dir'>) {
  const outer = useTheme();
  // One theme object per outer theme: a new one each render would restyle everything inside on every price tick.
  const theme = useMemo(() => ({ ...outer, direction: 'ltr' as const }), [outer]);
  return (
    <Box dir="ltr" {...props}>
      {/* Nested, MUI's provider would set its own colour scheme on <html>: the panel's mode is color-mode.tsx's. */}
      <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null}>
        {children}
      </ThemeProvider>
    </Box>
  );
}
