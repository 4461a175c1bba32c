import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, reportSchema, type Report } from '@gold/contracts/reports';
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
export async function fetchReport(range: DayRange, page: number): Promise<Report> {
  const { data } = await api.get('/accounting/reports', { params: { ...range, page, limit: REPORT_PAGE_SIZE } });
  return unwrap(data, reportSchema);
}

/** A report, kept on screen while the next page or period loads. */
export const reportQueryOptions = (range: DayRange, page: number) =>
  queryOptions({
    queryKey: reportKeys.report(range, page),
    queryFn: () => fetchReport(range, page),
    placeholderData: keepPreviousData,
  });

export const useReport = (range: DayRange, page: number) => useQuery(reportQueryOptions(range, page));
