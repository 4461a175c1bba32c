import { visuallyHidden } from '@mui/utils';
import type { Theme } from '@mui/material/styles';
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
import { useMarketStatus } from '../../../entities/market/api/get-market-status';
import { PRICES_TEXT } from '../messages';
import { ReservedWidth } from './reserved-width';

export const MARKET_TEXT = PRICES_TEXT.market;

/**
 * On a phone the header's second row holds the prices and these in one line: smaller chips that, in a state with a
 * long text, give way (the whole text stays in the page for screen readers), and the hours button as an icon.
 */
const CHIP_SX = (theme: Theme) => ({
  minWidth: 0,
  flexShrink: 1,
  [theme.breakpoints.down('sm')]: { height: 22, fontSize: '0.72rem', '& .MuiChip-label': { px: 0.75 } },
});
/** Every text the state chip can hold: its place is as wide as the widest from the first paint. */
const STATE_LABELS = [MARKET_TEXT.loading, MARKET_TEXT.unknown, MARKET_TEXT.open, MARKET_TEXT.closed];
const hiddenOnPhone = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden });
const HOURS_SX = (theme: Theme) => ({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  [theme.breakpoints.down('sm')]: { minWidth: 40, px: 1, '& .MuiButton-startIcon': { m: 0 } },
});

/**
 * Open/closed, the working-hours dropdown, and 'test active' when open outside working hours. Until the state is
 * known it says so: never open, nor the badge, on a guess.
 */
export function MarketStatus() {
  const { data, isError } = useMarketStatus();
  // The badge depends on the clock too: an unchanged answer from the server would not re-render it.
  const now = useNow(MARKET_RECALC_MS);
  const { triggerProps, popupProps, close } = useAnchoredPopup('working-hours-menu');
  const isOpen = data?.isOpen;
  const testActive = isOpen === true && !isWithinWorkingHours(now);
  const chip =
    isOpen === undefined
      ? { color: 'default' as const, label: isError ? MARKET_TEXT.unknown : MARKET_TEXT.loading }
      : isOpen
        ? { color: 'success' as const, label: MARKET_TEXT.open }
        : { color: 'error' as const, label: MARKET_TEXT.closed };

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexWrap: { xs: 'nowrap', sm: 'wrap' }, minWidth: 0 }}
    >
      <Button
        size="small"
        variant="text"
        color="inherit"
        startIcon={<Schedule fontSize="small" />}
        {...triggerProps}
        sx={HOURS_SX}
      >
        <Box component="span" sx={hiddenOnPhone}>
          {PRICES_TEXT.workingHoursButton}
        </Box>
      </Button>
      {/*
       * The chips come last, in a place as wide as the widest state chip (a hidden one, the same chip with every state's
       * text in one cell): the loading header is as wide as the loaded one, so it wraps where the loaded one does. The
       * chip itself fits its text; on a phone the place gives way like the chips.
       */}
      <Box
        data-state-room=""
        sx={{ display: 'inline-grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0, '& > *': { gridArea: '1 / 1' } }}
      >
        <Chip
          aria-hidden
          size="small"
          variant="outlined"
          label={<ReservedWidth component="span" texts={STATE_LABELS} />}
          sx={[CHIP_SX, { visibility: 'hidden' }]}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, minWidth: 0 }}>
          <Chip size="small" variant="outlined" color={chip.color} label={chip.label} sx={CHIP_SX} />
          {testActive && <Chip size="small" color="warning" label={MARKET_TEXT.testActive} sx={CHIP_SX} />}
        </Box>
      </Box>
      <Menu {...popupProps}>
        {PRICES_TEXT.workingHours.map((row) => (
          <MenuItem key={row.days} onClick={close}>
            <ListItemText primary={row.days} secondary={row.hours} />
          </MenuItem>
        ))}
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText secondary={PRICES_TEXT.tehranTime} />
        </MenuItem>
      </Menu>
    </Box>
  );
}
