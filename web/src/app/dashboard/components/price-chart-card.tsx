import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ShowChart from '@mui/icons-material/ShowChart';
import { visuallyHidden } from '@mui/utils';
import { LineChart } from '@mui/x-charts/LineChart';
import { PRICE_HISTORY_RANGES, type PricePoint, type PriceHistoryRange } from '@gold/contracts/prices';
import { useLivePriceSeries } from '../../../entities/prices/api/get-price-history';
import { errorStatusOf } from '../../../shared/api/errors';
import { formatPersianDateTime, formatToman, onFirstUse, tehranDateFormat } from '../../../shared/lib/format';
import { LoadError } from '../../../shared/ui/load-error';
import { DASHBOARD_TEXT } from '../messages';
import { CardEmpty, CardSkeleton, CHART_CARD_HEIGHT, DashboardCard } from './dashboard-card';

const TEXT = DASHBOARD_TEXT.chart;
/** The plot's height, less with the fallback's note above it, so the card keeps one height. */
const PLOT_HEIGHT = 360;
const PLOT_HEIGHT_WITH_NOTE = 300;
const LEGEND_HEIGHT = 28;

const tabId = (range: PriceHistoryRange) => `price-range-tab-${range}`;
const PANEL_ID = 'price-range-panel';
const SUMMARY_ID = 'price-chart-summary';

const ticks: Record<PriceHistoryRange, () => Intl.DateTimeFormat> = {
  '1d': tehranDateFormat({ hour: '2-digit', minute: '2-digit' }),
  '1w': tehranDateFormat({ weekday: 'short', day: 'numeric' }),
  '1m': tehranDateFormat({ day: 'numeric', month: 'short' }),
  '1y': tehranDateFormat({ month: 'short', year: '2-digit' }),
};
const compact = onFirstUse(() => new Intl.NumberFormat('fa-IR', { notation: 'compact', maximumFractionDigits: 2 }));
const toman = (value: number | null) => (value === null ? '' : `${formatToman(value)} ${DASHBOARD_TEXT.toman}`);

/** The latest, highest and lowest of one side, said in a sentence for a screen reader. */
export function describeSeries(points: readonly PricePoint[], range: PriceHistoryRange): string {
  const say = (side: 'buy' | 'sell', label: string) => {
    const values = points.map((p) => p[side]);
    return TEXT.summary(
      TEXT.ranges[range],
      label,
      formatToman(values.at(-1)!),
      formatToman(Math.max(...values)),
      formatToman(Math.min(...values)),
    );
  };
  return `${say('buy', TEXT.buy)} ${say('sell', TEXT.sell)}`;
}

/**
 * The price chart, its own chunk (with @mui/x-charts): a tab per range, the buy and sell lines with the live ticks
 * appended, Jalali dates in Persian digits on an axis that runs right to left, a tooltip, and a text alternative.
 * Without the history call it draws the prices seen since the page opened, and says so.
 */
export default function PriceChartCard() {
  const [range, setRange] = useState<PriceHistoryRange>('1d');
  return (
    <DashboardCard id="price-chart-title" title={TEXT.title} minHeight={CHART_CARD_HEIGHT}>
      <Tabs
        value={range}
        onChange={(_event, next: PriceHistoryRange) => setRange(next)}
        aria-label={TEXT.rangesLabel}
        // The four share the card's width: on a phone a scrolling row cut the last one in half.
        variant="fullWidth"
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
      >
        {PRICE_HISTORY_RANGES.map((r) => (
          <Tab
            key={r}
            value={r}
            label={TEXT.ranges[r]}
            id={tabId(r)}
            aria-controls={PANEL_ID}
            sx={{ minHeight: 40, minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(range)}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <ChartBody range={range} />
      </Box>
    </DashboardCard>
  );
}

function ChartBody({ range }: { range: PriceHistoryRange }) {
  const live = useLivePriceSeries(range);
  const theme = useTheme();

  if (live.status === 'pending') return <CardSkeleton label={TEXT.loading} height={PLOT_HEIGHT + LEGEND_HEIGHT} />;

  const { points } = live.series;
  const note =
    live.status === 'ticks' &&
    (errorStatusOf(live.error) === 404 ? (
      <Alert severity="info" role="note">
        {TEXT.unavailable}
      </Alert>
    ) : (
      <LoadError message={TEXT.failed} onRetry={live.retry} retrying={live.isFetching} />
    ));

  if (points.length === 0)
    return (
      <>
        {note}
        <CardEmpty icon={<ShowChart />} text={live.status === 'ticks' ? TEXT.noTicks : TEXT.empty} />
      </>
    );

  const rtl = theme.direction === 'rtl';
  const plotHeight = note ? PLOT_HEIGHT_WITH_NOTE : PLOT_HEIGHT;
  return (
    <>
      {note}
      <Box component="p" id={SUMMARY_ID} sx={visuallyHidden}>
        {describeSeries(points, range)}
      </Box>
      <Box
        role="figure"
        aria-labelledby="price-chart-title"
        aria-describedby={SUMMARY_ID}
        sx={{ minHeight: plotHeight + LEGEND_HEIGHT }}
      >
        <LineChart
          height={plotHeight}
          skipAnimation
          grid={{ horizontal: true }}
          margin={{ top: 8, bottom: 0, left: 8, right: 8 }}
          xAxis={[
            {
              scaleType: 'time',
              data: points.map((p) => new Date(p.at)),
              reverse: rtl,
              height: 32,
              // Few enough labels for a phone's plot: MUI's own thinning of overlapping labels misses on a reversed axis.
              tickNumber: 5,
              valueFormatter: (date: Date, context) =>
                context.location === 'tick' ? ticks[range]().format(date) : formatPersianDateTime(date),
            },
          ]}
          yAxis={[{ position: rtl ? 'right' : 'left', width: 80, valueFormatter: (v: number) => compact().format(v) }]}
          series={[
            {
              data: points.map((p) => p.buy),
              label: TEXT.buy,
              color: theme.palette.success.main,
              showMark: false,
              valueFormatter: toman,
            },
            {
              data: points.map((p) => p.sell),
              label: TEXT.sell,
              color: theme.palette.error.main,
              showMark: false,
              valueFormatter: toman,
            },
          ]}
        />
      </Box>
    </>
  );
}
