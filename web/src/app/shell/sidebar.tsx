import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import { APP_VERSION } from '@gold/contracts/constants';
import { formatDigits } from '../../shared/lib/format';
import { DemoBadge } from '../../shared/ui/demo-badge';
import { UI_TEXT } from '../../shared/ui/messages';
import { SHELL_TEXT } from './messages';
import { NAV_ITEMS } from './nav-items';

export { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar-width';

type Props = {
  collapsed: boolean;
  /** Desktop only: toggles the icon-only mode. */
  onToggleCollapsed?: () => void;
  /** Drawer only: called after a page is chosen. */
  onNavigate?: () => void;
};

/** Brand, the seven pages and the version. Used as the desktop rail and inside the phone drawer. */
export function SidebarContent({ collapsed, onToggleCollapsed, onNavigate }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 2,
          minHeight: 64,
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        <Box component="img" src="/favicon.svg" alt="" width={36} height={36} />
        {!collapsed && (
          <>
            <Typography component="p" sx={{ fontWeight: 800, color: 'primary.main', fontSize: '1.1rem' }}>
              {UI_TEXT.appName}
            </Typography>
            <DemoBadge />
          </>
        )}
      </Box>
      <Divider />
      <Box component="nav" aria-label={SHELL_TEXT.mainNav} sx={{ flex: 1, overflowY: 'auto', px: 1, py: 1 }}>
        <List disablePadding>
          {NAV_ITEMS.map((item) => {
            const link = (
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.to === '/'}
                onClick={onNavigate}
                aria-label={collapsed ? item.title : undefined}
                sx={{ justifyContent: collapsed ? 'center' : 'flex-start', px: collapsed ? 1 : 2 }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>{item.icon}</ListItemIcon>
                {!collapsed && <ListItemText primary={item.title} />}
              </ListItemButton>
            );
            return (
              <li key={item.to} style={{ listStyle: 'none' }}>
                {collapsed ? (
                  <Tooltip title={item.title} placement="left">
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </List>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'space-between', p: 1.5, gap: 1 }}>
        {!collapsed && (
          <Typography variant="caption" color="text.secondary">
            {SHELL_TEXT.version(formatDigits(APP_VERSION))}
          </Typography>
        )}
        {onToggleCollapsed && (
          <IconButton
            onClick={onToggleCollapsed}
            aria-label={collapsed ? SHELL_TEXT.openMenu : SHELL_TEXT.collapseMenu}
            aria-expanded={!collapsed}
            size="small"
          >
            {collapsed ? <ChevronLeft /> : <ChevronRight />}
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
