import { useState } from 'react';
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
import { useSession } from '../../shared/session/session-context';

export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initial = user?.name.trim().charAt(0) || '؟';
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label="منوی کاربر"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>{initial}</Avatar>
      </IconButton>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Typography component="p" sx={{ px: 2, py: 1, fontWeight: 700 }}>
          {user?.name}
        </Typography>
        <Divider />
        <MenuItem onClick={() => go('/settings?section=profile')}>
          <ListItemIcon><Person fontSize="small" /></ListItemIcon>
          پروفایل
        </MenuItem>
        <MenuItem onClick={() => go('/settings?section=security')}>
          <ListItemIcon><Key fontSize="small" /></ListItemIcon>
          تغییر رمز عبور
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            signOut();
            navigate('/auth', { replace: true });
          }}
        >
          <ListItemIcon><Logout fontSize="small" /></ListItemIcon>
          خروج
        </MenuItem>
      </Menu>
    </>
  );
}
