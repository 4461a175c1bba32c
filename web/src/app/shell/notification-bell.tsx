import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useAnchoredPopup } from '../../shared/ui/use-anchored-popup';

/** The header bell. Issue 3 fills it with the newest ten notifications; today it is the spec's empty list. */
export function NotificationBell() {
  const navigate = useNavigate();
  const { triggerProps, popupProps, close } = useAnchoredPopup('notification-panel', 'dialog');
  return (
    <>
      <IconButton {...triggerProps} aria-label="اعلان‌ها">
        <NotificationsOutlined />
      </IconButton>
      <Popover
        {...popupProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'اعلان‌های اخیر', sx: { width: 320, maxWidth: 'calc(100vw - 24px)' } } as object,
        }}
      >
        <Typography component="h2" variant="h3" sx={{ p: 2 }}>
          اعلان‌ها
        </Typography>
        <Divider />
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          اعلانی وجود ندارد
        </Typography>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            onClick={() => {
              close();
              navigate('/notifications');
            }}
          >
            مشاهده همه
          </Button>
        </Box>
      </Popover>
    </>
  );
}
