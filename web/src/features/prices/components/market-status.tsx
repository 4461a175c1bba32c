import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import Schedule from '@mui/icons-material/Schedule';
import { MARKET_RECALC_MS } from '@gold/contracts/constants';
import { isWithinWorkingHours } from '@gold/contracts/rules/working-hours';
import { useNow } from '../../../shared/lib/use-now';
import { useAnchoredPopup } from '../../../shared/ui/use-anchored-popup';
import { useMarketStatus } from '../api/get-market-status';

/** Tehran working hours as the dropdown lists them (spec 2 section 5). */
export const WORKING_HOURS_TEXT = [
  { days: 'شنبه تا چهارشنبه', hours: '۸:۰۰ تا ۱۷:۰۰' },
  { days: 'پنجشنبه', hours: '۸:۰۰ تا ۱۳:۰۰' },
  { days: 'جمعه', hours: 'تعطیل' },
] as const;

/** Open/closed, the working-hours dropdown, and 'test active' when open outside working hours. */
export function MarketStatus() {
  const { data } = useMarketStatus();
  // The badge depends on the clock too: an unchanged answer from the server would not re-render it.
  const now = useNow(MARKET_RECALC_MS);
  const { triggerProps, popupProps, close } = useAnchoredPopup('working-hours-menu');
  const isOpen = data?.isOpen ?? true;
  const testActive = isOpen && !isWithinWorkingHours(now);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={isOpen ? 'success' : 'error'}
        variant="outlined"
        label={isOpen ? 'بازار باز است' : 'بازار بسته است'}
      />
      {testActive && <Chip size="small" color="warning" label="حالت تست فعال" />}
      <Button size="small" variant="text" color="inherit" startIcon={<Schedule fontSize="small" />} {...triggerProps}>
        ساعات کاری
      </Button>
      <Menu {...popupProps}>
        {WORKING_HOURS_TEXT.map((row) => (
          <MenuItem key={row.days} onClick={close}>
            <ListItemText primary={row.days} secondary={row.hours} />
          </MenuItem>
        ))}
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText secondary="به وقت تهران" />
        </MenuItem>
      </Menu>
    </Box>
  );
}
