import { useState, type FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ShowChart from '@mui/icons-material/ShowChart';
import { visuallyHidden } from '@mui/utils';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { PRICE_HISTORY_RANGES, type PricePoint, type PriceHistoryRange } from '@gold/contracts/prices';
import { useLivePriceSeries } from '../../../entities/prices/api/get-price-history';
import { errorStatusOf } from '../../../shared/api/errors';
import { formatPersianDateTime, formatToman, onFirstUse } from '../../../shared/lib/format';
import { LoadError } from '../../../shared/ui/load-error';
import { useModePalette } from '../../../shared/theme/app-theme';
import { LtrIsland } from '../../../shared/ui/ltr-island';
import { formatTick } from '../lib/chart-ticks';
import { DASHBOARD_TEXT } from '../messages';
import { CardEmpty, CardSkeleton, CHART_CARD_HEIGHT, DashboardCard } from './dashboard-card';

const TEXT = DASHBOARD_TEXT.chart;
/** The plot's height, less with the fallback's note above it, so the card keeps one height. */
const PLOT_HEIGHT = 360;
const PLOT_HEIGHT_WITH_NOTE = 300;
const LEGEND_HEIGHT = 28;

const SUMMARY_ID = 'price-chart-summary';

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
 * The price chart, its own chunk (with @mui/x-charts): a choice of range, the buy and sell lines with the live ticks
 * appended, the current prices marked, Jalali dates in Persian digits on an axis where time runs left to right (as
 * every price chart a customer has seen does, RTL page or not), a tooltip, and a text alternative.
 * Without the history call it draws the prices seen since the page opened, and says so.
 */
export default function PriceChartCard() {
  const [range, setRange] = useState<PriceHistoryRange>('1d');
  return (
    <DashboardCard id="price-chart-title" title={TEXT.title} minHeight={CHART_CARD_HEIGHT}>
      {/* A toggle group rather than tabs: MUI's tabs measure themselves in layout to place their indicator, in the
          dashboard's first view; the range is a choice among four, and the chart below follows it. */}
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={range}
        onChange={(_event, next: PriceHistoryRange | null) => next && setRange(next)}
        aria-label={TEXT.rangesLabel}
      >
        {PRICE_HISTORY_RANGES.map((r) => (
          <ToggleButton key={r} value={r} sx={{ minHeight: 40, px: 1 }}>
            {TEXT.ranges[r]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ChartBody range={range} />
      </Box>
    </DashboardCard>
  );
}

/**
 * While the customer is inside the chart with the keyboard, its lines hold still: MUI X moves the focus to its
 * description whenever the focused point's text changes, so a tick that moved that point would take the focus back
 * at every tick. The live prices keep moving on the marker lines. When the focus leaves, the chart is drawn afresh,
 * forgetting the point it remembered, so a later tick cannot pull the focus back in.
 */
function useHeldWhileFocused(points: PricePoint[]) {
  const [held, setHeld] = useState<PricePoint[] | null>(null);
  const [generation, setGeneration] = useState(0);
  const onFocus = () => {
    if (!held) setHeld(points);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setHeld(null);
    setGeneration((g) => g + 1);
  };
  return { shown: held ?? points, generation, focusProps: { onFocus, onBlur } };
}

function ChartBody({ range }: { range: PriceHistoryRange }) {
  const live = useLivePriceSeries(range);
  const palette = useModePalette();
  const points = live.status === 'pending' ? [] : live.series.points;
  const { shown, generation, focusProps } = useHeldWhileFocused(points);

  if (live.status === 'pending') return <CardSkeleton label={TEXT.loading} height={PLOT_HEIGHT + LEGEND_HEIGHT} />;

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

  const latest = points.at(-1)!;
  const plotHeight = note ? PLOT_HEIGHT_WITH_NOTE : PLOT_HEIGHT;
  const marker = (color: string) => ({
    stroke: color,
    strokeDasharray: '4 4',
    strokeOpacity: 0.8,
  });
  return (
    <>
      {note}
      <Box component="p" id={SUMMARY_ID} sx={visuallyHidden}>
        {describeSeries(points, range)}
      </Box>
      <LtrIsland
        role="figure"
        aria-labelledby="price-chart-title"
        aria-describedby={SUMMARY_ID}
        data-testid="price-chart"
        sx={{ minHeight: plotHeight + LEGEND_HEIGHT }}
        {...focusProps}
      >
        <LineChart
          key={generation}
          height={plotHeight}
          skipAnimation
          grid={{ horizontal: true }}
          margin={{ top: 8, bottom: 0, left: 8, right: 8 }}
          xAxis={[
            {
              scaleType: 'time',
              data: shown.map((p) => new Date(p.at)),
              height: 32,
              // Few enough labels for a phone's plot.
              tickNumber: 5,
              valueFormatter: (date: Date, context) =>
                context.location === 'tick' ? formatTick(range, date) : formatPersianDateTime(date),
            },
          ]}
          yAxis={[{ position: 'left', width: 80, valueFormatter: (v: number) => compact().format(v) }]}
          series={[
            {
              data: shown.map((p) => p.buy),
              label: TEXT.buy,
              color: palette.success.main,
              showMark: false,
              valueFormatter: toman,
            },
            {
              data: shown.map((p) => p.sell),
              label: TEXT.sell,
              color: palette.error.main,
              showMark: false,
              valueFormatter: toman,
            },
          ]}
        >
          <ChartsReferenceLine
            y={latest.buy}
            label={TEXT.current(TEXT.buy, formatToman(latest.buy))}
            labelAlign="start"
            lineStyle={marker(palette.success.main)}
            labelStyle={{ fill: palette.success.main, fontSize: 12, fontWeight: 700 }}
            spacing={{ x: 4, y: 4 }}
          />
          <ChartsReferenceLine
            y={latest.sell}
            label={TEXT.current(TEXT.sell, formatToman(latest.sell))}
            labelAlign="start"
            lineStyle={marker(palette.error.main)}
            labelStyle={{ fill: palette.error.main, fontSize: 12, fontWeight: 700, dominantBaseline: 'hanging' }}
            spacing={{ x: 4, y: 4 }}
          />
        </LineChart>
      </LtrIsland>
    </>
  );
}
