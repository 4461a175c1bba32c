import { visuallyHidden } from '@mui/utils';
import type { Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { formatToman } from '../../../shared/lib/format';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { useLivePrices } from '../../../entities/prices/hooks/use-live-prices';
import { useThrottledAnnouncement } from '../../../shared/lib/use-throttled-announcement';

const ANNOUNCE_EVERY_MS = 10_000;
const UNIT = '(تومان/گرم)';

/** On a phone the unit is said once, by the group's name, and kept for screen readers only. */
const hiddenOnPhone = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden });

const FIGURE_SIZE = { fontSize: { xs: '0.8rem', sm: '0.95rem' } };

function PriceFigure({ label, value, color }: { label: string; value: number | undefined; color: 'success.main' | 'error.main' }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, flexShrink: 0 }}>
      <Typography variant="caption" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {label}
        <Box component="span" sx={hiddenOnPhone}>
          {' '}
          {UNIT}
        </Box>
      </Typography>
      {value === undefined ? (
        // The figure's own size, so the row keeps its height when the price arrives.
        <Skeleton width={68} sx={FIGURE_SIZE} />
      ) : (
        <Typography
          component="span"
          className="tabular-nums"
          sx={{ ...FIGURE_SIZE, fontWeight: 700, color, whiteSpace: 'nowrap' }}
        >
          {formatToman(value)}
        </Typography>
      )}
    </Box>
  );
}

/** Live buy and sell prices per gram, with a refresh button. Only this widget re-renders on a tick. */
export function HeaderPrices() {
  const { price, isFallback, isFetching, refresh } = useLivePrices();
  const text = price ? `قیمت خرید ${formatToman(price.buyPrice)} و قیمت فروش ${formatToman(price.sellPrice)} تومان` : '';
  const announced = useThrottledAnnouncement(text, ANNOUNCE_EVERY_MS);

  return (
    <Box
      role="group"
      aria-label="قیمت لحظه‌ای طلای ۱۸ عیار (تومان برای هر گرم)"
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexShrink: 0 }}
    >
      <PriceFigure label="خرید" value={price?.buyPrice} color="success.main" />
      <PriceFigure label="فروش" value={price?.sellPrice} color="error.main" />
      {isFallback && (
        <Typography variant="caption" color="warning.main" component="span" sx={{ whiteSpace: 'nowrap' }}>
          پیش‌فرض
        </Typography>
      )}
      <Tooltip title="به‌روزرسانی قیمت‌ها">
        <span>
          <IconButton aria-label="به‌روزرسانی قیمت‌ها" onClick={refresh} disabled={isFetching} size="small">
            <Refresh fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <VisuallyHidden live="polite">{announced}</VisuallyHidden>
    </Box>
  );
}
