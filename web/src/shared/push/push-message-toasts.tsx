import { useEffect } from 'react';
import { toast } from '../ui/toast';
import Box from '@mui/material/Box';
import { DEFAULT_PUSH_TITLE, type PushMessage } from './push-provider';
import { getPushProvider } from './select-push-provider';

function PushToast({ title, body }: { title: string; body?: string }) {
  return (
    <Box>
      <Box component="strong" dir="auto" sx={{ display: 'block', fontWeight: 700 }}>
        {title}
      </Box>
      {body && (
        <Box dir="auto" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {body}
        </Box>
      )}
    </Box>
  );
}

/** A push message as a toast: the title (default 'اعلان جدید') and the body, as text. */
export function showPushToast(message: PushMessage) {
  const title = message.title?.trim() || DEFAULT_PUSH_TITLE;
  const body = message.body?.trim() || undefined;
  toast.info(<PushToast title={title} body={body} />, {
    // One toast per notification, however many ways it arrived.
    toastId: message.id ? `push-${message.id}` : undefined,
    spoken: body ? `${title}: ${body}` : title,
  });
}

/** The global push-message listener (spec 1 section 2), mounted once in the signed-in shell. */
export function usePushMessageToasts() {
  useEffect(() => getPushProvider().onMessage(showPushToast), []);
}
