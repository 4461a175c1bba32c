import { useId, useState } from 'react';
import type { User } from '@gold/contracts/profile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import NotificationsActive from '@mui/icons-material/NotificationsActiveOutlined';
import { getPushProvider } from '../../shared/push/select-push-provider';
import { useEnablePush } from '../../shared/push/use-enable-push';
import { useSession } from '../../shared/session/session-context';
import { SHELL_TEXT } from './messages';

const TEXT = SHELL_TEXT.pushInvite;

/**
 * localStorage `push_invite_dismissed`: «بعداً» was said in this browser, so the invitation is not shown here again,
 * to anyone: the browser's permission is the browser's, whoever signs in. Once push is enabled the customer has a
 * device token, and is not invited anyway.
 */
export const PUSH_INVITE_KEY = 'push_invite_dismissed';

function answered(): boolean {
  try {
    return localStorage.getItem(PUSH_INVITE_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(PUSH_INVITE_KEY, '1');
  } catch {
    /* storage unavailable: asked again on the next visit */
  }
}

const invitable = (user: User | null): user is User => !!user && user.fcmTokens.length === 0 && getPushProvider().isSupported();

/**
 * Invites a customer with no stored device token to enable push, once: a sheet from the bottom on a phone, a small
 * dialog elsewhere, with «فعال‌سازی» and «بعداً». Closing it in any way is «بعداً», and is remembered in this browser;
 * it is not shown on every page, as a banner was.
 *
 * Whether it opens is decided at the first render, from what is known then (the stored user, an earlier answer, the
 * browser's support): a profile refresh that finds no tokens does not bring it in later. It goes away at once when the
 * customer answers, enables push, or is found to have a token.
 */
export function PushBanner() {
  const { user } = useSession();
  const titleId = useId();
  const [invited] = useState(() => invitable(user) && !answered());
  const [closed, setClosed] = useState(false);
  const { enable, isPending } = useEnablePush();

  const later = () => {
    remember();
    setClosed(true);
  };

  const open = invited && !closed && invitable(user);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isPending) later();
      }}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      sx={{
        // A sheet on a phone: along the bottom edge, clear of the header and its menu button.
        '& .MuiDialog-container': { alignItems: { xs: 'flex-end', sm: 'center' } },
        '& .MuiDialog-paper': {
          m: { xs: 0, sm: 4 },
          width: { xs: '100%', sm: undefined },
          maxWidth: { xs: '100%', sm: 444 },
          borderEndStartRadius: { xs: 0, sm: undefined },
          borderEndEndRadius: { xs: 0, sm: undefined },
          pb: { xs: 'env(safe-area-inset-bottom)', sm: 0 },
        },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3, color: 'primary.main' }}>
        <NotificationsActive sx={{ fontSize: 40 }} aria-hidden />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        {TEXT.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ textAlign: 'center' }}>{TEXT.body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button color="inherit" onClick={later} disabled={isPending} sx={{ flex: 1 }}>
          {TEXT.dismiss}
        </Button>
        <Button variant="contained" onClick={enable} loading={isPending} sx={{ flex: 1 }}>
          {TEXT.enable}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
