import type { ReactNode } from 'react';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mgToGrams } from '@gold/contracts/money';
import type { Report } from '@gold/contracts/reports';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { formatAmount, formatSignedAmount } from '../lib/report-format';
import { REPORTS_TEXT } from '../messages';

function Tile({ title, value, lines }: { title: string; value: string; lines: ReactNode[] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2, display: 'grid', gap: 0.5, alignContent: 'start' }}
    >
      <Typography component="h3" variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography component="p" className="tabular-nums" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
        {value}
      </Typography>
      {lines.map((line, i) => (
        <Typography key={i} variant="body2" color="text.secondary" className="tabular-nums">
          {line}
        </Typography>
      ))}
    </Paper>
  );
}

const toman = (n: number) => `${formatToman(n)} ${REPORTS_TEXT.toman}`;

/** The period at a glance: gold bought and sold, money in and out, and each wallet from the first day to the last. */
export function ReportSummary({ report }: { report: Report }) {
  const { gold, toman: money } = report;
  return (
    <Box
      component="section"
      aria-label={REPORTS_TEXT.summary}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {/* The tiles are the summary's h3s: its h2 keeps the outline whole (h1, h2, h3) for a screen reader. */}
      <Typography component="h2" sx={visuallyHidden}>
        {REPORTS_TEXT.summary}
      </Typography>
      <Tile
        title={REPORTS_TEXT.bought}
        value={`${formatGrams(mgToGrams(gold.boughtMg))} ${REPORTS_TEXT.grams}`}
        lines={[
          toman(gold.boughtToman),
          REPORTS_TEXT.trades(formatToman(gold.buyCount)),
          ...(gold.averageBuyPrice === null ? [] : [REPORTS_TEXT.averagePrice(formatToman(gold.averageBuyPrice))]),
        ]}
      />
      <Tile
        title={REPORTS_TEXT.sold}
        value={`${formatGrams(mgToGrams(gold.soldMg))} ${REPORTS_TEXT.grams}`}
        lines={[
          toman(gold.soldToman),
          REPORTS_TEXT.trades(formatToman(gold.sellCount)),
          ...(gold.averageSellPrice === null ? [] : [REPORTS_TEXT.averagePrice(formatToman(gold.averageSellPrice))]),
        ]}
      />
      <Tile title={REPORTS_TEXT.deposits} value={toman(money.deposits)} lines={[]} />
      <Tile title={REPORTS_TEXT.withdrawals} value={toman(money.withdrawals)} lines={[]} />
      {report.wallets.map((w) => (
        <Tile
          key={w.currency}
          title={REPORTS_TEXT.wallets[w.currency]}
          value={formatAmount(w.closing, w.currency)}
          lines={[
            `${REPORTS_TEXT.opening}: ${formatAmount(w.opening, w.currency)}`,
            `${REPORTS_TEXT.net}: ${formatSignedAmount(w.net, w.currency)}`,
          ]}
        />
      ))}
    </Box>
  );
}
