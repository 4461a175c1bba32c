import { useState } from 'react';
import type { User } from '@gold/contracts/profile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NotificationsActive from '@mui/icons-material/NotificationsActiveOutlined';
import { bannerDismissed, dismissBanner } from '../../shared/push/push-storage';
import { getPushProvider } from '../../shared/push/select-push-provider';
import { useEnablePush } from '../../shared/push/use-enable-push';
import { useSession } from '../../shared/session/session-context';

// The button names avoid 'اعلان‌ها': the header bell's name, which e2e tests look up as a substring.
export const PUSH_BANNER_TEXT = {
  region: 'فعال‌سازی اعلان‌های مرورگر',
  title: 'از رویدادهای حساب خود فوراً باخبر شوید',
  body: 'با فعال‌سازی اعلان‌های مرورگر، نتیجه تراکنش‌ها، احراز هویت و پاسخ تیکت‌ها را بی‌درنگ دریافت می‌کنید.',
  enable: 'فعال‌سازی',
  dismiss: 'بعداً',
} as const;

const invitable = (user: User | null) => !!user && user.fcmTokens.length === 0 && getPushProvider().isSupported();

/**
 * Invites a customer with no stored device token to enable push; hidden for the session once dismissed.
 *
 * Whether it shows is decided at the first render, from what is known then (the stored user, this session's
 * dismissal, the browser's support), so it is in the first paint and never pushes the page down later: a profile
 * refresh that finds no tokens does not bring it in. It still goes away at once when the customer dismisses it,
 * enables push, or is found to have a token.
 */
export function PushBanner() {
  const { user } = useSession();
  const [invited] = useState(() => !bannerDismissed() && invitable(user));
  const [dismissed, setDismissed] = useState(false);
  const { enable, isPending } = useEnablePush();

  if (!invited || dismissed || !invitable(user)) return null;
  return (
    <Alert
      severity="info"
      role="region"
      aria-label={PUSH_BANNER_TEXT.region}
      icon={<NotificationsActive />}
      sx={{ mb: 2, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" onClick={enable} loading={isPending}>
            {PUSH_BANNER_TEXT.enable}
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={() => {
              dismissBanner();
              setDismissed(true);
            }}
          >
            {PUSH_BANNER_TEXT.dismiss}
          </Button>
        </Box>
      }
    >
      <AlertTitle>{PUSH_BANNER_TEXT.title}</AlertTitle>
      {PUSH_BANNER_TEXT.body}
    </Alert>
  );
}
