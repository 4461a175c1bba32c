import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, reportSchema, type Report, type ReportMovement } from '@gold/contracts/reports';
import type { DayRange } from '@gold/contracts/rules/jalali';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';

export const reportKeys = {
  all: ['reports'] as const,
  report: (range: DayRange, page: number) => ['reports', range.from, range.to, page] as const,
};

/**
 * GET /accounting/reports?from&to&page&limit: the period's summary and a page of its movements (the mock's shape,
 * docs/assumptions.md › Reports). An answer that does not hold a report is an invalid answer, not an empty period.
 */
async function readReport(range: DayRange, page: number, limit: number): Promise<Report> {
  const { data } = await api.get('/accounting/reports', { params: { ...range, page, limit } });
  return unwrap(data, reportSchema);
}

export const fetchReport = (range: DayRange, page: number) => readReport(range, page, REPORT_PAGE_SIZE);

/** The most movements the API gives a page. */
const WHOLE_PAGE = 100;

/** The period's report with every movement, for a download: pages of 100, one after another. */
export async function fetchWholeReport(range: DayRange): Promise<{ report: Report; movements: ReportMovement[] }> {
  const report = await readReport(range, 1, WHOLE_PAGE);
  const movements = [...report.movements.items];
  for (let page = 2; page <= report.movements.totalPages; page++) {
    movements.push(...(await readReport(range, page, WHOLE_PAGE)).movements.items);
  }
  return { report, movements };
}

/** A report, kept on screen while the next page or period loads. */
export const reportQueryOptions = (range: DayRange, page: number) =>
  queryOptions({
    queryKey: reportKeys.report(range, page),
    queryFn: () => fetchReport(range, page),
    placeholderData: keepPreviousData,
  });

export const useReport = (range: DayRange, page: number) => useQuery(reportQueryOptions(range, page));
