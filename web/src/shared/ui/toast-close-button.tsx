import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { UI_TEXT } from './messages';

/**
 * The toasts' close button, named in Persian. Pinned to the toast's inline-end top corner (the toast keeps room for
 * it, see the theme's toast styles), so it stays put however the text wraps.
 */
export function ToastCloseButton({ closeToast }: { closeToast: (e: React.MouseEvent<HTMLElement>) => void }) {
  return (
    <IconButton
      aria-label={UI_TEXT.closeToast}
      size="small"
      onClick={closeToast}
      sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, color: 'inherit' }}
    >
      <Close fontSize="small" />
    </IconButton>
  );
}
