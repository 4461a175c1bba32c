import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import LightMode from '@mui/icons-material/LightModeOutlined';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import SystemMode from '@mui/icons-material/SettingsBrightnessOutlined';
import { useColorMode, type ThemeChoice } from '../../shared/theme/color-mode';
import { useAnchoredPopup } from '../../shared/ui/use-anchored-popup';

const CHOICES: { value: ThemeChoice; label: string; icon: typeof LightMode }[] = [
  { value: 'light', label: 'روشن', icon: LightMode },
  { value: 'dark', label: 'تیره', icon: DarkMode },
  { value: 'system', label: 'هماهنگ با سیستم', icon: SystemMode },
];

export function ThemeMenu() {
  const { choice, mode, setChoice } = useColorMode();
  const { triggerProps, popupProps, close } = useAnchoredPopup('theme-menu');
  const Current = mode === 'dark' ? DarkMode : LightMode;
  return (
    <>
      <Tooltip title="پوسته">
        <IconButton {...triggerProps} aria-label="انتخاب پوسته">
          <Current />
        </IconButton>
      </Tooltip>
      <Menu {...popupProps}>
        {CHOICES.map(({ value, label, icon: Icon }) => (
          <MenuItem
            key={value}
            role="menuitemradio"
            aria-checked={choice === value}
            selected={choice === value}
            onClick={() => {
              setChoice(value);
              close();
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
