import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { REPORT_PAGE_SIZE, type Report } from '@gold/contracts/reports';
import { mgToGrams } from '@gold/contracts/money';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { Pagination } from '../../../shared/ui/pagination';
import { formatAmount, formatMonth, formatMovementTime } from '../lib/report-format';
import { REPORTS_TEXT } from '../messages';

function TableCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title}>
      <Typography component="h2" variant="h3" sx={{ p: 2, pb: 1 }}>
        {title}
      </Typography>
      <TableContainer>{children}</TableContainer>
    </Paper>
  );
}

/** Each Jalali month of the period: gold bought and sold, money in and out. */
export function MonthsTable({ months }: { months: Report['months'] }) {
  return (
    <TableCard title={REPORTS_TEXT.months}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{REPORTS_TEXT.month}</TableCell>
            <TableCell>{REPORTS_TEXT.boughtGrams}</TableCell>
            <TableCell>{REPORTS_TEXT.soldGrams}</TableCell>
            <TableCell>{REPORTS_TEXT.depositsToman}</TableCell>
            <TableCell>{REPORTS_TEXT.withdrawalsToman}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody className="tabular-nums">
          {months.map((m) => (
            <TableRow key={m.month}>
              <TableCell component="th" scope="row">
                {formatMonth(m.month)}
              </TableCell>
              <TableCell>{formatGrams(mgToGrams(m.boughtMg))}</TableCell>
              <TableCell>{formatGrams(mgToGrams(m.soldMg))}</TableCell>
              <TableCell>{formatToman(m.deposits)}</TableCell>
              <TableCell>{formatToman(m.withdrawals)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}

/** A page of the period's movements, oldest first, each with the wallet's balance after it. */
export function MovementsTable({ movements, onPage }: { movements: Report['movements']; onPage(page: number): void }) {
  return (
    <TableCard title={REPORTS_TEXT.movements}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{REPORTS_TEXT.date}</TableCell>
            <TableCell>{REPORTS_TEXT.description}</TableCell>
            <TableCell>{REPORTS_TEXT.wallet}</TableCell>
            <TableCell>{REPORTS_TEXT.amount}</TableCell>
            <TableCell>{REPORTS_TEXT.balanceAfter}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody className="tabular-nums">
          {movements.items.map((m) => (
            <TableRow key={m.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMovementTime(m.at)}</TableCell>
              <TableCell dir="auto">{m.description}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{REPORTS_TEXT.wallets[m.currency]}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: m.amount < 0 ? 'error.main' : 'success.main' }}>
                {formatAmount(m.amount, m.currency)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAmount(m.balanceAfter, m.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ p: 1 }}>
        <Pagination
          page={movements.page}
          totalPages={movements.totalPages}
          total={movements.total}
          pageSize={REPORT_PAGE_SIZE}
          onChange={onPage}
          label={REPORTS_TEXT.pagination}
        />
      </Box>
    </TableCard>
  );
}
