import { REPORT_DAYS, REPORT_MAX_DAYS, reportQuerySchema } from '@gold/contracts/reports';
import {
  daysBetween,
  isIsoDay,
  JALALI_PERIODS,
  jalaliPeriod,
  type DayRange,
  type JalaliPeriod,
} from '@gold/contracts/rules/jalali';

export type PeriodChoice = JalaliPeriod | 'custom';
export type ReportPeriod = { choice: PeriodChoice; range: DayRange; page: number };

const DEFAULT: JalaliPeriod = 'this-month';
const isPreset = (value: string | null): value is JalaliPeriod => JALALI_PERIODS.includes(value as JalaliPeriod);

/**
 * The report the address names, so a link reopens it: `?period=this-month|last-month|this-quarter|this-year`, or
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` (Tehran days) for a custom range, with `?page=` for the movements. A custom range
 * the API would refuse (reversed, too long, not days) falls back to this month, as does no period at all.
 */
export function readPeriod(params: URLSearchParams, today: string): ReportPeriod {
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && reportQuerySchema.safeParse({ from, to }).success) return { choice: 'custom', range: { from, to }, page };
  const period = params.get('period');
  const choice = isPreset(period) ? period : DEFAULT;
  return { choice, range: presetRange(choice, today), page };
}

/**
 * A preset's days up to today: the Jalali month, quarter or year so far (last month is already whole). No report
 * names a day that has not come, so the heading tells the truth and a custom range started from it passes its own
 * check.
 */
export function presetRange(choice: JalaliPeriod, today: string): DayRange {
  const whole = jalaliPeriod(choice, today);
  return whole.to > today ? { from: whole.from, to: today } : whole;
}

/** The address of a report: a preset by its name, a custom range by its days; the first page is not written. */
export function periodParams(period: ReportPeriod): URLSearchParams {
  const params = new URLSearchParams(
    period.choice === 'custom' ? { from: period.range.from, to: period.range.to } : { period: period.choice },
  );
  if (period.page > 1) params.set('page', String(period.page));
  return params;
}

export type RangeProblem = 'incomplete' | 'tooEarly' | 'future' | 'reversed' | 'tooLong';
/** A draft custom range, each end a Tehran day or null while the field is not a whole date. */
export type RangeDraft = { from: string | null; to: string | null };

/**
 * What is wrong with each end of a custom range the customer is picking, or nothing: the same limits the API keeps
 * (`reportQuerySchema`), plus no day after today. A reversed or too long range is the end day's fault.
 */
export function rangeProblems(draft: RangeDraft, today: string): { from?: RangeProblem; to?: RangeProblem } {
  const own = (day: string | null): RangeProblem | undefined => {
    if (day === null || !isIsoDay(day)) return 'incomplete';
    if (day < REPORT_DAYS.min) return 'tooEarly';
    if (day > today) return 'future';
    return undefined;
  };
  const problems = { from: own(draft.from), to: own(draft.to) };
  if (!problems.from && !problems.to) {
    const span = daysBetween(draft.from!, draft.to!);
    if (span < 0) problems.to = 'reversed';
    else if (span >= REPORT_MAX_DAYS) problems.to = 'tooLong';
  }
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem));
}
