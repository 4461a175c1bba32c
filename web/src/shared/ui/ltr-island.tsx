import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';

const ltr = (outer: Theme): Theme => ({ ...outer, direction: 'ltr' });

/**
 * A left-to-right island in the right-to-left page, for what runs in time or in quantity (a chart's axis): the DOM
 * direction and MUI's own (which MUI X reads to place its labels) both left to right. The text inside stays Persian.
 */
export function LtrIsland({ children, ...props }: { children: ReactNode } & Omit<BoxProps, 'dir'>) {
  return (
    <Box dir="ltr" {...props}>
      <ThemeProvider theme={ltr}>{children}</ThemeProvider>
    </Box>
  );
}
