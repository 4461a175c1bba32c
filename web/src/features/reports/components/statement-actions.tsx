import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Print from '@mui/icons-material/Print';
import { paths } from '../../../shared/config/paths';
import { useSession } from '../../../shared/session/session-context';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { fetchWholeReport } from '../api/get-report';
import { periodParams, type ReportPeriod } from '../lib/period';
import { reportCsv } from '../lib/report-format';
import { saveFile } from '../lib/statement';
import { REPORTS_TEXT } from '../messages';

type Kind = 'csv' | 'pdf';

/** The look of MUI's disabled outlined button, on a button that keeps its focus. */
const BUSY_SX = { color: 'text.disabled', borderColor: 'action.disabledBackground', cursor: 'default' } as const;
const BusyIcon = () => <CircularProgress size={18} color="inherit" aria-hidden />;

/**
 * The statement of a period three ways: a CSV for Excel, a PDF file made in the browser (react-pdf in a
 * worker, loaded only on the click), and the print view of the same period (a preset by its name). Each download
 * reads the whole period, every movement, when it is asked for.
 */
export function StatementActions({ period }: { period: ReportPeriod }) {
  const { user } = useSession();
  const { range } = period;
  const [busy, setBusy] = useState<Kind | null>(null);
  const [failed, setFailed] = useState<Kind | null>(null);
  const running = useRef(false);

  const run = async (kind: Kind, job: () => Promise<void>) => {
    // One statement at a time: a second click while one is made does nothing (the buttons only say they are busy),
    // however quick, so the flag is read from a ref rather than from the render the click came from.
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    setFailed(null);
    try {
      await job();
    } catch {
      setFailed(kind);
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  const saveCsv = () =>
    run('csv', async () => {
      const whole = await fetchWholeReport(range);
      const csv = reportCsv(whole.report, whole.movements);
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), REPORTS_TEXT.csvName(range.from, range.to));
    });

  const savePdf = () =>
    run('pdf', async () => {
      // The PDF's module (which starts react-pdf's worker) is fetched beside the report.
      const [whole, { downloadStatementPdf }] = await Promise.all([
        fetchWholeReport(range),
        import('../pdf/download-statement-pdf'),
      ]);
      await downloadStatementPdf(whole, { name: user?.name ?? '', mobile: user?.mobile ?? '' }, range);
    });

  /**
   * While a statement is made both buttons say they are unavailable but stay focusable: a disabled button would drop
   * the keyboard's focus to the page's start, and the customer's place with it.
   */
  const busyProps = (kind: Kind) =>
    busy ? { 'aria-disabled': true as const, 'aria-busy': busy === kind || undefined, sx: BUSY_SX } : {};

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'end' }}>
      <Box role="group" aria-label={REPORTS_TEXT.downloads} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={busy === 'csv' ? <BusyIcon /> : <Download />}
          onClick={() => void saveCsv()}
          {...busyProps('csv')}
        >
          {REPORTS_TEXT.csv}
        </Button>
        <Button
          variant="outlined"
          startIcon={busy === 'pdf' ? <BusyIcon /> : <PictureAsPdf />}
          onClick={() => void savePdf()}
          {...busyProps('pdf')}
        >
          {REPORTS_TEXT.pdf}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Print />}
          component={RouterLink}
          to={paths.app.reportsPrint.href(periodParams({ ...period, page: 1 }))}
        >
          {REPORTS_TEXT.print}
        </Button>
      </Box>
      <VisuallyHidden live="polite">{busy === 'pdf' ? REPORTS_TEXT.pdfBusy : ''}</VisuallyHidden>
      {failed && (
        <Typography role="alert" color="error" variant="body2">
          {failed === 'csv' ? REPORTS_TEXT.csvFailed : REPORTS_TEXT.pdfFailed}
        </Typography>
      )}
    </Box>
  );
}
