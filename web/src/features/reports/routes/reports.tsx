import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventBusy from '@mui/icons-material/EventBusy';
import { JALALI_PERIODS, tehranDay } from '@gold/contracts/rules/jalali';
import { describeError } from '../../../shared/api/errors';
import { lazyPreloaded } from '../../../shared/lib/lazy-preloaded';
import { LoadError } from '../../../shared/ui/load-error';
import { PageTitle } from '../../../shared/ui/page-title';
import { useReport } from '../api/get-report';
import { MonthsTable, MovementsTable } from '../components/report-tables';
import { ReportSummary } from '../components/report-summary';
import { StatementActions } from '../components/statement-actions';
import { periodParams, readPeriod, type PeriodChoice, type ReportPeriod } from '../lib/period';
import { formatDay } from '../lib/report-format';
import { isQuietPeriod } from '../lib/statement';
import { REPORTS_TEXT } from '../messages';

// Each its own chunk: the pickers only when a custom range is chosen, the chart with @mui/x-charts. Offline, the
// page's error boundary says so and imports them afresh when the connection is back.
const CustomRange = lazyPreloaded(() => import('../components/custom-range').then((m) => m.default));
const MonthsChart = lazyPreloaded(() => import('../components/months-chart').then((m) => m.default));

/** The bar chart's plot; its card (title, note, legend) adds about 72 px, reserved while the chunk loads. */
const MONTHS_CHART_HEIGHT = 260;
const CHOICES: readonly PeriodChoice[] = [...JALALI_PERIODS, 'custom'];

/**
 * /reports: a Persian month, quarter or year, or a custom range from two Jalali pickers, kept in the address
 * and summed by the API: the summary, a monthly chart, the months and the movements, and the statement as a CSV, a PDF
 * and a print view.
 */
export default function ReportsRoute() {
  const [params, setParams] = useSearchParams();
  const today = tehranDay(new Date());
  const period = readPeriod(params, today);
  const report = useReport(period.range, period.page);
  const go = (next: ReportPeriod) => setParams(periodParams(next), { replace: true });

  let body;
  if (report.isPending) {
    body = (
      <Box role="status" aria-label={REPORTS_TEXT.loading} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  } else if (report.isError && !report.data) {
    body = (
      <LoadError
        message={describeError(report.error, { fallback: REPORTS_TEXT.loadFailed, preferServerMessage: true })}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  } else if (isQuietPeriod(report.data)) {
    body = (
      <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
        <EventBusy sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{REPORTS_TEXT.empty}</Typography>
        <Typography variant="body2">{REPORTS_TEXT.emptyHint}</Typography>
      </Paper>
    );
  } else {
    body = (
      // One column no wider than the page: a grid track otherwise grows to its widest table and takes the page with it.
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }} aria-busy={report.isFetching || undefined}>
        <ReportSummary report={report.data} />
        {report.data.months.some((m) => m.boughtMg + m.soldMg > 0) && (
          <Suspense fallback={<Skeleton variant="rounded" height={MONTHS_CHART_HEIGHT + 72} />}>
            <MonthsChart months={report.data.months} height={MONTHS_CHART_HEIGHT} />
          </Suspense>
        )}
        <MonthsTable months={report.data.months} />
        <MovementsTable movements={report.data.movements} onPage={(page) => go({ ...period, page })} />
      </Box>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <PageTitle>{REPORTS_TEXT.pageTitle}</PageTitle>
        <StatementActions period={period} />
      </Box>
      <Box role="group" aria-label={REPORTS_TEXT.periodLabel} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {CHOICES.map((choice) => (
          <Chip
            key={choice}
            label={REPORTS_TEXT.presets[choice]}
            clickable
            component="button"
            aria-pressed={period.choice === choice}
            color={period.choice === choice ? 'primary' : 'default'}
            variant={period.choice === choice ? 'filled' : 'outlined'}
            onClick={() => go({ choice, range: period.range, page: 1 })}
          />
        ))}
      </Box>
      {period.choice === 'custom' && (
        <Suspense fallback={<Skeleton variant="rounded" height={80} sx={{ mb: 1, maxWidth: 560 }} />}>
          <CustomRange range={period.range} today={today} onChange={(range) => go({ choice: 'custom', range, page: 1 })} />
        </Suspense>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {REPORTS_TEXT.periodHeading(formatDay(period.range.from), formatDay(period.range.to))}
      </Typography>
      {body}
    </>
  );
}
