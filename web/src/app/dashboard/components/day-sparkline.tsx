import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useLivePriceSeries } from '../../../entities/prices/api/get-price-history';
import { formatToman } from '../../../shared/lib/format';
import { useModePalette } from '../../../shared/theme/app-theme';
import { LtrIsland } from '../../../shared/ui/ltr-island';
import { DASHBOARD_TEXT } from '../messages';
import { SPARKLINE_HEIGHT } from './day-sparkline-height';

const TEXT = DASHBOARD_TEXT.portfolio;

/**
 * The day's sell price (what the portfolio is valued at) as a sparkline, time left to right, with the live ticks: its
 * own chunk with @mui/x-charts. A picture with its words in its name; no keyboard stop of its own.
 */
export default function DaySparkline() {
  const live = useLivePriceSeries('1d');
  const palette = useModePalette();
  const points = live.status === 'pending' ? [] : live.series.points;

  let body;
  if (live.status === 'pending') body = <Skeleton variant="rounded" height={SPARKLINE_HEIGHT} />;
  else if (points.length < 2) body = <Box sx={{ height: SPARKLINE_HEIGHT }} />;
  else {
    const first = points[0]!.sell;
    const last = points.at(-1)!.sell;
    const sells = points.map((p) => p.sell);
    // The day's own range, not from zero: a day's move is a fraction of a percent of the price.
    const low = Math.min(...sells);
    const high = Math.max(...sells);
    const pad = Math.max((high - low) * 0.1, 1);
    const colour = last >= first ? palette.success.main : palette.error.main;
    body = (
      <LtrIsland role="img" aria-label={TEXT.sparkline(formatToman(first), formatToman(last))} data-testid="day-sparkline">
        <SparkLineChart
          data={sells}
          height={SPARKLINE_HEIGHT}
          color={colour}
          yAxis={{ min: low - pad, max: high + pad }}
          skipAnimation
          disableKeyboardNavigation
          margin={4}
        />
      </LtrIsland>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {TEXT.sparklineTitle}
      </Typography>
      {body}
    </Box>
  );
}
