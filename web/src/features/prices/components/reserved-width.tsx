import type { ElementType, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';

const SIZER_SX = {
  gridArea: '1 / 1',
  visibility: 'hidden',
  whiteSpace: 'nowrap',
  '&::before': { content: 'attr(data-reserve)' },
} as const;

/**
 * A text that only takes room, a line of it. CSS draws it (the DOM holds it in an attribute), invisible and outside the
 * accessibility tree: the page's text, and a search for it, has each message only where it is shown.
 */
export function ReservedText({ text }: { text: string }) {
  return <Box component="span" aria-hidden data-reserve={text} sx={SIZER_SX} />;
}

/**
 * As wide as the widest of `texts`, set in its own font, whatever it holds: nothing while it loads, then any of them.
 * What it holds changes without moving what comes after it, and the loading header is laid out as the loaded one.
 * Its children share one grid cell with the sizers; one that must not widen it takes `width: 0, minWidth: '100%'`.
 */
export function ReservedWidth({
  texts,
  children,
  sx,
  ...rest
}: {
  texts: readonly string[];
  children?: ReactNode;
  sx?: SxProps<Theme>;
  component?: ElementType;
  className?: string;
} & Record<`data-${string}`, string | undefined>) {
  return (
    <Box
      {...rest}
      sx={[
        { display: 'inline-grid', gridTemplateColumns: 'minmax(0, 1fr)', '& > *': { gridArea: '1 / 1' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {texts.map((text) => (
        <ReservedText key={text} text={text} />
      ))}
      {children}
    </Box>
  );
}
