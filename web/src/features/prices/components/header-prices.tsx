import { useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import { keyframes, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import SyncProblem from '@mui/icons-material/SyncProblem';
import { formatToman } from '../../../shared/lib/format';
import { useNow } from '../../../shared/lib/use-now';
import { useRealtimeConnected } from '../../../shared/realtime/realtime-context';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { useLivePrices } from '../../../entities/prices/hooks/use-live-prices';
import {
  changeLabel,
  changeSince,
  FRESHNESS_TEXT,
  freshnessOf,
  freshnessText,
  STALE_AFTER_MS,
  type Freshness,
} from '../lib/price-change';
import { PRICES_TEXT } from '../messages';
import { ReservedText, ReservedWidth } from './reserved-width';

const UNIT = PRICES_TEXT.unit;

/** On a phone the unit is said once, by the group's name, and kept for screen readers only. */
const hiddenOnPhone = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden });

const FIGURE_SIZE = { fontSize: { xs: '0.8rem', sm: '0.95rem' } };

/*
 * The room each part keeps from the first paint, whether its text has come or not, so that nothing beside it moves
 * when the prices arrive or the age counts up: a price of seven digits (the digits are tabular), the widest change the
 * badge shows, and the longest age the note says.
 */
const FIGURE_ROOM = formatToman(9_999_999);
const CHANGE_ROOM = (['up', 'down'] as const).map((direction) => changeLabel({ direction, share: 0.999 }).shown);
const NOTE_ROOM = [FRESHNESS_TEXT.justNow, FRESHNESS_TEXT.secondsAgo(STALE_AFTER_MS / 1000 - 1)];

const flash = keyframes`
  from { background-color: var(--price-flash); }
  to { background-color: transparent; }
`;

/**
 * A new price lights its figure for a moment, in the direction's colour. Without motion (the customer's setting) the
 * figure simply changes.
 */
const FLASH_SX = (theme: Theme) => ({
  borderRadius: 0.5,
  '&[data-tick="up"]': { '--price-flash': theme.alpha(theme.vars.palette.success.main, 0.3) },
  '&[data-tick="down"]': { '--price-flash': theme.alpha(theme.vars.palette.error.main, 0.3) },
  '&[data-tick]': { animation: `${flash} 1s ease-out` },
  '@media (prefers-reduced-motion: reduce)': { '&[data-tick]': { animation: 'none' } },
});

/** The direction of the latest change of `value`, and a count that restarts the highlight on each change. */
function useTick(value: number | undefined) {
  const [state, setState] = useState<{ value: number | undefined; direction?: 'up' | 'down'; count: number }>({
    value,
    count: 0,
  });
  if (value !== state.value) {
    const direction = state.value !== undefined && value !== undefined ? (value > state.value ? 'up' : 'down') : undefined;
    setState({ value, direction, count: state.count + 1 });
  }
  return state;
}

type FigureProps = {
  label: string;
  value: number | undefined;
  color: 'success.main' | 'error.main';
  dimmed: boolean;
  /** Beside the label: the change badge. */
  extra?: React.ReactNode;
};

function PriceFigure({ label, value, color, dimmed, extra }: FigureProps) {
  const tick = useTick(value);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, flexShrink: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, typography: 'caption' }}>
        <Typography variant="caption" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
          {label}
          <Box component="span" sx={hiddenOnPhone}>
            {' '}
            {UNIT}
          </Box>
        </Typography>
        {extra}
      </Box>
      {value === undefined ? (
        // The figure's own size, so the row keeps its width and height when the price arrives.
        <Skeleton className="tabular-nums" data-figure-room="" sx={{ ...FIGURE_SIZE, fontWeight: 700 }}>
          <ReservedText text={FIGURE_ROOM} />
        </Skeleton>
      ) : (
        <Typography
          key={tick.count}
          component="span"
          className="tabular-nums"
          data-price-figure=""
          data-tick={tick.direction}
          data-dimmed={dimmed || undefined}
          // Grey, not the disabled shade: the figures stay readable (and pass contrast) while they say they are not live.
          sx={[{ ...FIGURE_SIZE, fontWeight: 700, color: dimmed ? 'text.secondary' : color, whiteSpace: 'nowrap' }, FLASH_SX]}
        >
          {formatToman(value)}
        </Typography>
      )}
    </Box>
  );
}

/** An up arrow and the percentage in green, or a down arrow in red: the buy price against the previous day's close. */
function ChangeBadge({ price, close, dimmed }: { price: number; close: number | undefined; dimmed: boolean }) {
  const change = changeSince(price, close);
  if (!change) return null;
  const { shown, spoken } = changeLabel(change);
  const colour = dimmed ? 'text.secondary' : { up: 'success.main', down: 'error.main', flat: 'text.secondary' }[change.direction];
  return (
    <Box component="span" className="tabular-nums" sx={{ color: colour, fontWeight: 700, whiteSpace: 'nowrap' }}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Box>
  );
}

/**
 * How fresh the figures are, in a box of one width from the first paint: the live age's longest sentence on one line;
 * a price that cannot be trusted says so in the warning colour, on two lines if it must (the row has the figures'
 * height). The sentence starts at the same place whatever it says: no icon comes and goes before it as the
 * connection does at the start.
 *
 * On a phone the row has no room for the sentence: a live price says nothing there, and a price that cannot be trusted
 * shows an icon, on the refresh button's corner, with the sentence for screen readers. The row keeps no room for it,
 * so nothing in the row moves when it comes or goes.
 */
function FreshnessNote({ freshness }: { freshness: Freshness }) {
  const text = freshnessText(freshness);
  const problem = text !== '' && freshness.state !== 'live';
  return (
    <ReservedWidth
      texts={NOTE_ROOM}
      data-freshness={freshness.state}
      className="tabular-nums"
      sx={(theme) => ({
        typography: 'caption',
        alignItems: 'center',
        flexShrink: 0,
        color: problem ? 'warning.main' : 'text.secondary',
        [theme.breakpoints.down('sm')]: {
          display: problem ? 'block' : 'none',
          position: 'absolute',
          top: 2,
          insetInlineEnd: 2,
          pointerEvents: 'none',
          '& > [data-reserve]': { display: 'none' },
        },
      })}
    >
      {text && (
        <Box
          // Its own width never counts: the box is as wide as the room kept.
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: { sm: 0 }, minWidth: { sm: '100%' } }}
        >
          {problem && (
            <SyncProblem
              aria-hidden
              sx={(theme) => ({
                display: 'none',
                [theme.breakpoints.down('sm')]: {
                  display: 'block',
                  fontSize: 14,
                  borderRadius: '50%',
                  bgcolor: 'background.paper',
                },
              })}
            />
          )}
          <Typography
            variant="caption"
            component="span"
            sx={(theme) => ({
              whiteSpace: problem ? 'normal' : 'nowrap',
              textWrap: 'balance',
              fontWeight: problem ? 600 : 400,
              [theme.breakpoints.down('sm')]: visuallyHidden,
            })}
          >
            {text}
          </Typography>
        </Box>
      )}
    </ReservedWidth>
  );
}

/**
 * Live buy and sell prices per gram, with their change since the previous close, how fresh they are and a refresh
 * button. Only this widget re-renders on a tick (and on its clock, for the age).
 *
 * It is quiet: it sits in the header of every page, so the ticking figures are not a live region; a screen reader reads
 * them on demand, by the group's name. What is said unasked is the moment the figures stop being trustworthy
 * (defaults, or no tick for a while), once.
 */
export function HeaderPrices() {
  const { price, previousClose, receivedAt, isFallback, isFetching, refresh } = useLivePrices();
  const connected = useRealtimeConnected();
  const now = useNow(1000);
  const freshness = freshnessOf({ hasPrice: !!price, isFallback, connected, receivedAt, now: now.getTime() });
  const dimmed = freshness.state !== 'live' && freshness.state !== 'loading';
  const warning = freshness.state === 'fallback' || freshness.state === 'stale' ? FRESHNESS_TEXT.said[freshness.state] : '';

  return (
    <Box
      role="group"
      aria-label={PRICES_TEXT.livePrices}
      data-freshness={freshness.state}
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, flexShrink: 0, position: 'relative' }}
    >
      <PriceFigure
        label={PRICES_TEXT.buy}
        value={price?.buyPrice}
        color="success.main"
        dimmed={dimmed}
        extra={
          <ReservedWidth
            texts={CHANGE_ROOM}
            component="span"
            data-change-room=""
            className="tabular-nums"
            sx={{ fontWeight: 700 }}
          >
            {price && !isFallback && <ChangeBadge price={price.buyPrice} close={previousClose?.buyPrice} dimmed={dimmed} />}
          </ReservedWidth>
        }
      />
      <PriceFigure label={PRICES_TEXT.sell} value={price?.sellPrice} color="error.main" dimmed={dimmed} />
      <FreshnessNote freshness={freshness} />
      <Tooltip title={PRICES_TEXT.refresh}>
        <span>
          <IconButton aria-label={PRICES_TEXT.refresh} onClick={refresh} disabled={isFetching} size="small">
            <Refresh fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <VisuallyHidden live="polite">{warning}</VisuallyHidden>
    </Box>
  );
}
