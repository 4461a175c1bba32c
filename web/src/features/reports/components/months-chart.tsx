import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { mgToGrams } from '@gold/contracts/money';
import type { Report } from '@gold/contracts/reports';
import { formatGrams } from '../../../shared/lib/format';
import { useModePalette } from '../../../shared/theme/app-theme';
import { LtrIsland } from '../../../shared/ui/ltr-island';
import { formatMonth } from '../lib/report-format';
import { REPORTS_TEXT } from '../messages';

const grams = (value: number | null) => (value === null ? '' : `${formatGrams(value)} ${REPORTS_TEXT.grams}`);

/**
 * Gold bought and sold in each Jalali month of the period, as bars: its own chunk, with @mui/x-charts. Time runs left
 * to right, oldest month first, as on any chart a customer reads (an LTR island in the page); the table below is the
 * chart's text alternative.
 */
export default function MonthsChart({ months, height }: { months: Report['months']; height: number }) {
  const palette = useModePalette();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="months-chart-title" sx={{ p: 2, pb: 1 }}>
      <Typography id="months-chart-title" component="h2" variant="h3">
        {REPORTS_TEXT.monthsChart}
      </Typography>
      <Box role="figure" aria-labelledby="months-chart-title" aria-describedby="months-chart-note">
        <Typography id="months-chart-note" variant="body2" color="text.secondary">
          {REPORTS_TEXT.monthsChartNote}
        </Typography>
        <LtrIsland>
          <BarChart
            height={height}
            skipAnimation
            grid={{ horizontal: true }}
            margin={{ top: 8, bottom: 0, left: 8, right: 8 }}
            xAxis={[
              {
                scaleType: 'band',
                data: months.map((m) => formatMonth(m.month)),
                height: 32,
                // A month or a quarter would draw bars a third of the card wide: fewer months leave more of the band empty.
                categoryGapRatio: Math.max(0.3, 1 - months.length * 0.12),
              },
            ]}
            yAxis={[{ position: 'left', width: 56, valueFormatter: (v: number) => formatGrams(v) }]}
            series={[
              {
                data: months.map((m) => mgToGrams(m.boughtMg)),
                label: REPORTS_TEXT.boughtGrams,
                color: palette.success.main,
                valueFormatter: grams,
              },
              {
                data: months.map((m) => mgToGrams(m.soldMg)),
                label: REPORTS_TEXT.soldGrams,
                color: palette.error.main,
                valueFormatter: grams,
              },
            ]}
          />
        </LtrIsland>
      </Box>
    </Paper>
  );
}
