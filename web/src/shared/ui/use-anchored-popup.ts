import { useState, type MouseEvent } from 'react';

/** Open/close state of a menu or popover anchored to the button that opened it, with the ARIA the button needs. */
export function useAnchoredPopup(id: string, kind: 'menu' | 'dialog' = 'menu') {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  return {
    close,
    triggerProps: {
      onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
      'aria-haspopup': kind,
      // Always said, open or closed: a screen reader announces a collapsed button as one that opens something.
      'aria-expanded': open,
      'aria-controls': open ? id : undefined,
    },
    popupProps: { id, anchorEl: anchor, open, onClose: close },
  };
}
