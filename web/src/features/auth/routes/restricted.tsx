import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Phone from '@mui/icons-material/Phone';
import Email from '@mui/icons-material/Email';
import Telegram from '@mui/icons-material/Telegram';
import { getRuntimeConfig } from '../../../shared/config/runtime-config';
import { formatDigits } from '../../../shared/lib/format';
import { useSession } from '../../../shared/session/session-context';
import { AuthCard } from '../components/auth-card';
import { AUTH_TEXT } from '../messages';
import { paths } from '../../../shared/config/paths';

const TEXT = AUTH_TEXT.restricted;

export default function RestrictedRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { support } = getRuntimeConfig();
  const reason = (location.state as { reason?: string } | null)?.reason;

  const logout = () => {
    session.signOut();
    navigate(paths.auth.signIn.href(), { replace: true });
  };

  return (
    <AuthCard title={TEXT.title}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {reason ?? TEXT.reason}
      </Alert>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {TEXT.contact}
      </Typography>
      <List dense>
        <ListItem>
          <ListItemIcon>
            <Phone />
          </ListItemIcon>
          <ListItemText
            primary={TEXT.phone}
            secondary={
              <Link href={`tel:${support.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {formatDigits(support.phone)}
              </Link>
            }
          />
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <Email />
          </ListItemIcon>
          <ListItemText
            primary={TEXT.email}
            secondary={
              <Link href={`mailto:${support.email}`} dir="ltr">
                {support.email}
              </Link>
            }
          />
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <Telegram />
          </ListItemIcon>
          <ListItemText primary={TEXT.messenger} secondary={<bdi dir="ltr">{support.telegram}</bdi>} />
        </ListItem>
      </List>
      <Button variant="contained" fullWidth size="large" onClick={logout} sx={{ mt: 2 }}>
        {TEXT.signOut}
      </Button>
    </AuthCard>
  );
}
