import { mgToGrams } from '@gold/contracts/money';
import { toPersianDigits } from '@gold/contracts/rules/digits';
import { tehranDayStart } from '@gold/contracts/rules/jalali';
import type { Report, ReportMovement } from '@gold/contracts/reports';
import {
  formatGrams,
  formatNumericDate,
  formatPersianDate,
  formatTehranTime,
  formatToman,
  JALALI_MONTHS,
  withSignFirst,
} from '../../../shared/lib/format';
import { REPORTS_TEXT } from '../messages';
import { toCsv } from './csv';

/** A Tehran day (`2026-11-22`) as a Persian reader writes it: ۱ آذر ۱۴۰۵. */
export const formatDay = (isoDay: string) => formatPersianDate(tehranDayStart(isoDay));
/** A Jalali month key (`1405-09`) as its name: آذر ۱۴۰۵. */
export function formatMonth(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return toPersianDigits(`${JALALI_MONTHS[month - 1]} ${year}`);
}
/** A movement's moment in Tehran: ۱۴۰۵/۰۹/۰۲ ۰۹:۳۰ */
export const formatMovementTime = (iso: string) => `${formatNumericDate(iso)} ${formatTehranTime(iso)}`;

/** A signed amount in its wallet's unit: Toman, or grams from milligrams. */
export const formatAmount = (amount: number, currency: ReportMovement['currency']) =>
  currency === 'GOLD_18K'
    ? `${formatGrams(mgToGrams(amount))} ${REPORTS_TEXT.grams}`
    : `${formatToman(amount)} ${REPORTS_TEXT.toman}`;

/** A movement's amount with its sign, read first beside its number: +۵٬۰۰۰٬۰۰۰ تومان in, −۲٫۵ گرم out. */
export const formatSignedAmount = (amount: number, currency: ReportMovement['currency']) =>
  withSignFirst(`${amount > 0 ? '+' : ''}${formatAmount(amount, currency)}`);

/**
 * The statement as a CSV for Excel: the period's summary, then every movement oldest first. Persian headers; Jalali
 * dates (Tehran) in Persian digits, which a spreadsheet keeps as text rather than misread as Gregorian dates; numbers
 * without separators in Latin digits, so a spreadsheet reads them as numbers; gold in grams.
 */
export function reportCsv(report: Report, movements: readonly ReportMovement[]): string {
  const unitAmount = (amount: number, currency: ReportMovement['currency']) =>
    currency === 'GOLD_18K' ? String(mgToGrams(amount)) : String(amount);
  const jalaliDay = (isoDay: string) => formatNumericDate(tehranDayStart(isoDay));
  const { gold, toman } = report;
  return toCsv([
    ['دوره', jalaliDay(report.period.from), jalaliDay(report.period.to)],
    ['طلای خریداری‌شده (گرم)', String(mgToGrams(gold.boughtMg)), 'تومان', String(gold.boughtToman)],
    ['طلای فروخته‌شده (گرم)', String(mgToGrams(gold.soldMg)), 'تومان', String(gold.soldToman)],
    ['واریز (تومان)', String(toman.deposits), 'برداشت (تومان)', String(toman.withdrawals)],
    [],
    ['تاریخ', 'شرح', 'کیف پول', 'مبلغ', 'واحد', 'مانده'],
    ...movements.map((m) => [
      formatMovementTime(m.at),
      m.description,
      REPORTS_TEXT.wallets[m.currency],
      unitAmount(m.amount, m.currency),
      m.currency === 'GOLD_18K' ? REPORTS_TEXT.grams : REPORTS_TEXT.toman,
      unitAmount(m.balanceAfter, m.currency),
    ]),
  ]);
}
