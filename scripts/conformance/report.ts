import type { Problem } from './validate';

export type Result = 'ok' | 'mismatch' | 'skipped' | 'not offered' | 'warning';

/** One checked call (or one call not made, and why). */
export type Check = {
  /** The row's operationId, with what this call tries when it is not the row's ordinary call: `getWallet (unknown id)`. */
  operation: string;
  /** `GET /wallets/me/{id}`, or `socket /notifications price-update`. */
  call: string;
  /** The HTTP status with the error code, if an answer came: `404 NOT_FOUND`. */
  status?: string;
  result: Result;
  problems: Problem[];
  /** Why a call was skipped, not offered or only warned about. */
  note?: string;
};

export type Report = {
  base: string;
  write: boolean;
  checks: Check[];
  /** Why the check stopped before the end: the API unreachable, or the sign-in refused. */
  fatal?: string;
  ms: number;
};

export type Summary = Record<Result, number> & { total: number };

export function summarize(report: Report): Summary {
  const summary: Summary = { total: report.checks.length, ok: 0, mismatch: 0, skipped: 0, 'not offered': 0, warning: 0 };
  for (const check of report.checks) summary[check.result] += 1;
  return summary;
}

/** A mismatch, or a check that could not finish, fails the run. */
export const passed = (report: Report) => !report.fatal && summarize(report).mismatch === 0;

const HEADINGS = ['operation', 'call', 'status', 'result'] as const;

/** The report as a table for a terminal or a CI log: one row a call, each mismatch's fields indented under it. */
export function formatReport(report: Report): string {
  const rows = report.checks.map((c) => [c.operation, c.call, c.status ?? '-', c.result]);
  const widths = HEADINGS.map((heading, i) => Math.max(heading.length, ...rows.map((row) => row[i].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const out = [line(HEADINGS), line(widths.map((w) => '-'.repeat(w)))];
  report.checks.forEach((check, i) => {
    out.push(line(rows[i]) + (check.note ? `  (${check.note})` : ''));
    for (const problem of check.problems) out.push(`    ${problem.path}: ${problem.message}`);
  });
  const s = summarize(report);
  if (report.fatal) out.push('', `stopped: ${report.fatal}`);
  out.push(
    '',
    `${passed(report) ? 'PASS' : 'FAIL'} ${report.base}: ${s.total} checks, ${s.ok} ok, ${s.mismatch} mismatched, ` +
      `${s.skipped} skipped, ${s['not offered']} not offered, ${s.warning} warnings (${(report.ms / 1000).toFixed(1)} s)`,
  );
  return out.join('\n');
}

/** The report for a program: the checks, the summary and whether it passed. */
export const jsonReport = (report: Report) =>
  JSON.stringify({ ...report, summary: summarize(report), passed: passed(report) }, null, 2);
