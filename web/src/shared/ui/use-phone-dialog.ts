import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** On a phone (below 600 px) a dialog takes the whole screen: the keyboard leaves little room for anything less. */
export function usePhoneDialog(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}
