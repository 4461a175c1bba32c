import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Person from '@mui/icons-material/PersonOutlined';
import Key from '@mui/icons-material/KeyOutlined';
import Logout from '@mui/icons-material/Logout';
import { forgetPushSubscription } from '../../shared/push/webpush-push-provider';
import { useSession } from '../../shared/session/session-context';
import { useAnchoredPopup } from '../../shared/ui/use-anchored-popup';
import { paths } from '../../shared/config/paths';
import { SHELL_TEXT } from './messages';

export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { triggerProps, popupProps, close } = useAnchoredPopup('user-menu');
  const initial = user?.name.trim().charAt(0) || SHELL_TEXT.unknownInitial;
  const go = (to: string) => {
    close();
    navigate(to);
  };

  return (
    <>
      <IconButton {...triggerProps} aria-label={SHELL_TEXT.userMenu}>
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
          {initial}
        </Avatar>
      </IconButton>
      <Menu {...popupProps}>
        <Typography component="p" sx={{ px: 2, py: 1, fontWeight: 700 }}>
          {user?.name}
        </Typography>
        <Divider />
        <MenuItem onClick={() => go(paths.app.settings.href('profile'))}>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          {SHELL_TEXT.profile}
        </MenuItem>
        <MenuItem onClick={() => go(paths.app.settings.href('security'))}>
          <ListItemIcon>
            <Key fontSize="small" />
          </ListItemIcon>
          {SHELL_TEXT.changePassword}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            // Reads the session's token before signOut clears it: the server stops pushing this browser.
            void forgetPushSubscription();
            signOut();
            navigate(paths.auth.signIn.href(), { replace: true });
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {SHELL_TEXT.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
