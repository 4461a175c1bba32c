import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { SHELL_TEXT } from './messages';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: past the navigation and the header's buttons to the page itself. Out of sight until
 * it has the focus. Focus is moved by hand, so the address gets no '#' and the router no new entry.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        insetInlineStart: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 4,
        // Off the screen and transparent, not hidden: a hidden link could not take the focus. Transparent too, as a
        // capture of the whole page draws a fixed element against the scrolled page.
        transform: 'translateY(-200%)',
        opacity: 0,
        '&:focus': { transform: 'none', opacity: 1 },
      }}
    >
      {SHELL_TEXT.skipLink}
    </Box>
  );
}
