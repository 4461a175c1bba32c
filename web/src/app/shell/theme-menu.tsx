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
import { SHELL_TEXT } from './messages';

const CHOICES: { value: ThemeChoice; label: string; icon: typeof LightMode }[] = [
  { value: 'light', label: SHELL_TEXT.themes.light, icon: LightMode },
  { value: 'dark', label: SHELL_TEXT.themes.dark, icon: DarkMode },
  { value: 'system', label: SHELL_TEXT.themes.system, icon: SystemMode },
];

export function ThemeMenu() {
  const { choice, mode, setChoice } = useColorMode();
  const { triggerProps, popupProps, close } = useAnchoredPopup('theme-menu');
  const Current = mode === 'dark' ? DarkMode : LightMode;
  return (
    <>
      <Tooltip title={SHELL_TEXT.theme}>
        <IconButton {...triggerProps} aria-label={SHELL_TEXT.chooseTheme}>
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
