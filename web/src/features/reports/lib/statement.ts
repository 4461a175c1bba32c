import { mgToGrams } from '@gold/contracts/money';
import type { Report, ReportMovement } from '@gold/contracts/reports';
import { toLocalMobile } from '@gold/contracts/rules/phone';
import { jalaliMonthKey, jalaliMonthRange, tehranDay, toJalali, type DayRange } from '@gold/contracts/rules/jalali';
import { formatDigits, formatGrams, formatToman } from '../../../shared/lib/format';
import { REPORTS_TEXT } from '../messages';
import { formatAmount, formatDay, formatMonth, formatMovementTime, formatSignedAmount } from './report-format';

/** The report as `fetchWholeReport` gives it: the summary, and every movement of the period. */
export type WholeReport = { report: Report; movements: readonly ReportMovement[] };
export type StatementCustomer = { name: string; mobile: string };

export type StatementRow = { label: string; value: string };
export type StatementMovement = {
  id: string;
  time: string;
  description: string;
  wallet: string;
  /** Signed: + into the wallet, − out of it. */
  amount: string;
  direction: 'in' | 'out';
  balance: string;
};

/** What the PDF and the print view both print, every string already in Persian. */
export type Statement = {
  title: string;
  customer: { name: string; mobile: string };
  /** The period in words: آذر ۱۴۰۵ for a whole month, otherwise از … تا …. */
  period: string;
  issued: string;
  summary: StatementRow[];
  movements: StatementMovement[];
};

/** A period without a trade, a deposit or a withdrawal: the reports page and the print view say so instead. */
export const isQuietPeriod = (report: Report) =>
  report.gold.buyCount + report.gold.sellCount === 0 && report.toman.deposits === 0 && report.toman.withdrawals === 0;

/** A whole Jalali month by its name, any other range by its first and last day. */
export function describePeriod(range: DayRange): string {
  const { year, month, day } = toJalali(range.from);
  if (day === 1 && jalaliMonthRange(year, month).to === range.to) return formatMonth(jalaliMonthKey(range.from));
  return REPORTS_TEXT.periodHeading(formatDay(range.from), formatDay(range.to));
}

const toman = (amount: number) => `${formatToman(amount)} ${REPORTS_TEXT.toman}`;

function goldRows(label: string, count: number, mg: number, paid: number, averageLabel: string, average: number | null) {
  if (count === 0) return [{ label, value: REPORTS_TEXT.noTrades }];
  const rows = [{ label, value: REPORTS_TEXT.goldTraded(formatGrams(mgToGrams(mg)), formatToman(paid), formatToman(count)) }];
  if (average !== null) rows.push({ label: averageLabel, value: toman(average) });
  return rows;
}

/**
 * The customer's statement for a period: the header, the summary and every movement, oldest first, as the
 * downloaded PDF and the print view print them.
 */
export function buildStatement(whole: WholeReport, customer: StatementCustomer, range: DayRange, now: Date): Statement {
  const { gold, toman: money, wallets } = whole.report;
  return {
    title: REPORTS_TEXT.statementTitle,
    customer: { name: customer.name, mobile: formatDigits(toLocalMobile(customer.mobile)) },
    period: describePeriod(range),
    issued: formatDay(tehranDay(now)),
    summary: [
      ...goldRows(
        REPORTS_TEXT.bought,
        gold.buyCount,
        gold.boughtMg,
        gold.boughtToman,
        REPORTS_TEXT.averageBuy,
        gold.averageBuyPrice,
      ),
      ...goldRows(
        REPORTS_TEXT.sold,
        gold.sellCount,
        gold.soldMg,
        gold.soldToman,
        REPORTS_TEXT.averageSell,
        gold.averageSellPrice,
      ),
      { label: REPORTS_TEXT.deposits, value: toman(money.deposits) },
      { label: REPORTS_TEXT.withdrawals, value: toman(money.withdrawals) },
      ...wallets.flatMap((w) => [
        { label: REPORTS_TEXT.walletOpening(REPORTS_TEXT.wallets[w.currency]), value: formatAmount(w.opening, w.currency) },
        { label: REPORTS_TEXT.walletClosing(REPORTS_TEXT.wallets[w.currency]), value: formatAmount(w.closing, w.currency) },
      ]),
    ],
    movements: whole.movements.map((m) => ({
      id: m.id,
      time: formatMovementTime(m.at),
      description: m.description,
      wallet: REPORTS_TEXT.wallets[m.currency],
      amount: formatSignedAmount(m.amount, m.currency),
      direction: m.amount < 0 ? 'out' : 'in',
      balance: formatAmount(m.balanceAfter, m.currency),
    })),
  };
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}
