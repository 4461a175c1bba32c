import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { REPORT_PAGE_SIZE, type Report } from '@gold/contracts/reports';
import { mgToGrams } from '@gold/contracts/money';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { Pagination } from '../../../shared/ui/pagination';
import { formatAmount, formatMonth, formatMovementTime, formatSignedAmount } from '../lib/report-format';
import { REPORTS_TEXT } from '../messages';

/** Below 600 px the five columns do not fit: each row becomes a card of its own, one under the other. */
const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

function TableCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="h3" sx={{ p: 2, pb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type Field = { label: string; value: ReactNode; color?: string };

/** One row as a card on a phone: its heading, then each column's name beside its value. */
function RowCard({ heading, fields }: { heading: ReactNode; fields: Field[] }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }} className="tabular-nums">
        {heading}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.25 }}>
        {fields.map((field) => (
          <Box key={field.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              className="tabular-nums"
              sx={{ m: 0, textAlign: 'end', overflowWrap: 'anywhere', color: field.color }}
            >
              {field.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const CardList = ({ children }: { children: ReactNode }) => (
  <Box component="ul" sx={{ m: 0, p: 0 }}>
    {children}
  </Box>
);

/** Each Jalali month of the period: gold bought and sold, money in and out. */
export function MonthsTable({ months }: { months: Report['months'] }) {
  const phone = usePhone();
  if (phone) {
    return (
      <TableCard title={REPORTS_TEXT.months}>
        <CardList>
          {months.map((m) => (
            <RowCard
              key={m.month}
              heading={formatMonth(m.month)}
              fields={[
                { label: REPORTS_TEXT.boughtGrams, value: formatGrams(mgToGrams(m.boughtMg)) },
                { label: REPORTS_TEXT.soldGrams, value: formatGrams(mgToGrams(m.soldMg)) },
                { label: REPORTS_TEXT.depositsToman, value: formatToman(m.deposits) },
                { label: REPORTS_TEXT.withdrawalsToman, value: formatToman(m.withdrawals) },
              ]}
            />
          ))}
        </CardList>
      </TableCard>
    );
  }
  return (
    <TableCard title={REPORTS_TEXT.months}>
      <TableContainer>
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
      </TableContainer>
    </TableCard>
  );
}

const amountColor = (amount: number) => (amount < 0 ? 'error.main' : 'success.main');

/** A page of the period's movements, oldest first, each with the wallet's balance after it. */
export function MovementsTable({ movements, onPage }: { movements: Report['movements']; onPage(page: number): void }) {
  const phone = usePhone();
  return (
    <TableCard title={REPORTS_TEXT.movements}>
      {phone ? (
        <CardList>
          {movements.items.map((m) => (
            <RowCard
              key={m.id}
              heading={formatMovementTime(m.at)}
              fields={[
                { label: REPORTS_TEXT.description, value: <bdi>{m.description}</bdi> },
                { label: REPORTS_TEXT.wallet, value: REPORTS_TEXT.wallets[m.currency] },
                { label: REPORTS_TEXT.amount, value: formatSignedAmount(m.amount, m.currency), color: amountColor(m.amount) },
                { label: REPORTS_TEXT.balanceAfter, value: formatAmount(m.balanceAfter, m.currency) },
              ]}
            />
          ))}
        </CardList>
      ) : (
        <TableContainer>
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
                  <TableCell sx={{ whiteSpace: 'nowrap', color: amountColor(m.amount) }}>
                    {formatSignedAmount(m.amount, m.currency)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAmount(m.balanceAfter, m.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
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
