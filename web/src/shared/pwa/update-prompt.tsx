import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { UI_TEXT } from '../ui/messages';
import { toast } from '../ui/toast';
import { applyUpdate, onUpdateWaiting, updateWaiting } from './service-worker';

const UPDATE_TOAST_ID = 'panel-update';

function UpdateToast() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>{UI_TEXT.update.ready}</span>
      <Button size="small" variant="contained" onClick={applyUpdate}>
        {UI_TEXT.update.reload}
      </Button>
    </Box>
  );
}

/**
 * Says a new version is ready, and stays until the customer reloads into it: the panel never swaps itself under them
 * (shared/pwa/service-worker.ts).
 */
export function useUpdatePrompt() {
  useEffect(() => {
    const show = () => {
      if (!updateWaiting()) return;
      toast.info(<UpdateToast />, {
        toastId: UPDATE_TOAST_ID,
        autoClose: false,
        spoken: UI_TEXT.update.ready,
      });
    };
    show();
    return onUpdateWaiting(show);
  }, []);
}
