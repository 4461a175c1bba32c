import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';

/** The toasts' close button, named in Persian. */
export function ToastCloseButton({ closeToast }: { closeToast: (e: React.MouseEvent<HTMLElement>) => void }) {
  return (
    <IconButton aria-label="بستن پیام" size="small" onClick={closeToast} sx={{ alignSelf: 'flex-start', color: 'inherit' }}>
      <Close fontSize="small" />
    </IconButton>
  );
}
