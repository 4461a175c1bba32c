import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Print from '@mui/icons-material/Print';
import { tehranDay, type DayRange } from '@gold/contracts/rules/jalali';
import { describeError } from '../../../shared/api/errors';
import { paths } from '../../../shared/config/paths';
import { useSession } from '../../../shared/session/session-context';
import { LoadError } from '../../../shared/ui/load-error';
import { PageTitle } from '../../../shared/ui/page-title';
import { fetchWholeReport, reportKeys } from '../api/get-report';
import { periodParams, readPeriod } from '../lib/period';
import { buildStatement, describePeriod, isQuietPeriod, type Statement } from '../lib/statement';
import { REPORTS_TEXT } from '../messages';

/** Hidden on paper: the buttons, the way back, and any toast. */
const SCREEN_ONLY = 'statement-screen-only';

const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '15mm' },
        'html, body': { background: '#fff !important', color: '#000 !important' },
        [`.${SCREEN_ONLY}, .Toastify`]: { display: 'none !important' },
        '.statement-sheet, .statement-sheet *': {
          color: '#000 !important',
          background: 'transparent !important',
          boxShadow: 'none !important',
        },
        '.statement-sheet': { maxWidth: 'none !important', padding: '0 !important' },
        '.statement-sheet thead': { display: 'table-header-group' },
        '.statement-sheet tr': { breakInside: 'avoid' },
      },
    }}
  />
);

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  '& th, & td': { textAlign: 'start', py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
  '& thead th': { fontWeight: 700, borderBottomWidth: 2, borderColor: 'text.secondary', whiteSpace: 'nowrap' },
} as const;

function StatementSheet({ statement }: { statement: Statement }) {
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 0.5,
          m: 0,
          mb: 3,
          '& div': { display: 'flex', gap: 1 },
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <div>
          <dt>{REPORTS_TEXT.customer}:</dt>
          <dd>
            <bdi>{statement.customer.name}</bdi>
          </dd>
        </div>
        <div>
          <dt>{REPORTS_TEXT.mobile}:</dt>
          <dd className="tabular-nums">{statement.customer.mobile}</dd>
        </div>
        <div>
          <dt>{REPORTS_TEXT.period}:</dt>
          <dd>{statement.period}</dd>
        </div>
        <div>
          <dt>{REPORTS_TEXT.issued}:</dt>
          <dd>{statement.issued}</dd>
        </div>
      </Box>

      <Box component="section" aria-labelledby="statement-summary" sx={{ mb: 3 }}>
        <Typography id="statement-summary" component="h2" variant="h3" sx={{ mb: 1 }}>
          {REPORTS_TEXT.summary}
        </Typography>
        <Box component="table" sx={tableSx} className="tabular-nums">
          <tbody>
            {statement.summary.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <Box component="td" sx={{ fontWeight: 700 }}>
                  {row.value}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>

      {/* On a phone's screen the five columns scroll inside the section, which the keyboard can reach for it; on paper
          the sheet is wide enough and nothing scrolls. */}
      <Box
        component="section"
        aria-labelledby="statement-movements"
        tabIndex={0}
        sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}
      >
        <Typography id="statement-movements" component="h2" variant="h3" sx={{ mb: 1 }}>
          {REPORTS_TEXT.movements}
        </Typography>
        {statement.movements.length === 0 ? (
          <Typography color="text.secondary">{REPORTS_TEXT.noMovements}</Typography>
        ) : (
          <Box component="table" sx={tableSx} className="tabular-nums">
            <thead>
              <tr>
                <th scope="col">{REPORTS_TEXT.date}</th>
                <th scope="col">{REPORTS_TEXT.description}</th>
                <th scope="col">{REPORTS_TEXT.wallet}</th>
                <th scope="col">{REPORTS_TEXT.amount}</th>
                <th scope="col">{REPORTS_TEXT.balanceAfter}</th>
              </tr>
            </thead>
            <tbody>
              {statement.movements.map((m) => (
                <tr key={m.id}>
                  <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                    {m.time}
                  </Box>
                  <td dir="auto">{m.description}</td>
                  <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                    {m.wallet}
                  </Box>
                  <Box component="td" sx={{ whiteSpace: 'nowrap', color: m.direction === 'out' ? 'error.main' : 'success.main' }}>
                    {m.amount}
                  </Box>
                  <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                    {m.balance}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        )}
      </Box>
    </>
  );
}

const wholeReportQuery = (range: DayRange) => ({
  queryKey: [...reportKeys.all, 'whole', range.from, range.to] as const,
  queryFn: () => fetchWholeReport(range),
});

/**
 * /reports/print: the statement of the period the address names, as /reports reads it, on a page of its
 * own without the shell, set for A4 paper: the customer, the summary and every movement, the table's header on each
 * printed page. The browser's own engine prints it, so Persian is shaped as on screen.
 */
export default function StatementPrintRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const period = readPeriod(params, tehranDay(new Date()));
  const whole = useQuery(wholeReportQuery(period.range));
  const ready = whole.data && !isQuietPeriod(whole.data.report);

  let body;
  if (whole.isPending) {
    body = (
      <Box role="status" aria-label={REPORTS_TEXT.loading} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  } else if (whole.isError) {
    body = (
      <LoadError
        message={describeError(whole.error, { fallback: REPORTS_TEXT.loadFailed, preferServerMessage: true })}
        onRetry={() => void whole.refetch()}
        retrying={whole.isFetching}
      />
    );
  } else if (isQuietPeriod(whole.data.report)) {
    body = (
      <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{REPORTS_TEXT.empty}</Typography>
        <Typography variant="body2">{REPORTS_TEXT.emptyHint}</Typography>
      </Box>
    );
  } else {
    const customer = { name: user?.name ?? '', mobile: user?.mobile ?? '' };
    body = <StatementSheet statement={buildStatement(whole.data, customer, period.range, new Date())} />;
  }

  return (
    <Box
      component="main"
      className="statement-sheet"
      sx={{ maxWidth: '210mm', mx: 'auto', p: { xs: 2, md: 4 }, bgcolor: 'background.paper', minHeight: '100dvh' }}
    >
      {printStyles}
      <Box className={SCREEN_ONLY} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', mb: 3 }}>
        <Button
          component={RouterLink}
          to={paths.app.reports.href(periodParams({ ...period, page: 1 }))}
          startIcon={<ArrowForward />}
        >
          {REPORTS_TEXT.backToReport}
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!ready}>
          {REPORTS_TEXT.printNow}
        </Button>
      </Box>
      <PageTitle>{`${REPORTS_TEXT.statementTitle} ${describePeriod(period.range)}`}</PageTitle>
      {body}
    </Box>
  );
}
