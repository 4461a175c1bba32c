import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchTradeHistory, flattenTrades, tradeKeys } from '../../../entities/trades/api/get-trade-history';

/** The largest page the API takes (`limit` ≤ 100), and how many such pages the profit and loss reads at most. */
export const DASHBOARD_TRADES_PAGE = 100;
export const DASHBOARD_TRADES_MAX_PAGES = 5;

/**
 * The trade history for the dashboard, under the history's key (a trade execution refreshes it) but apart from the
 * trading page's pages of 10: read in pages of 100, up to 5 of them, newest first.
 */
export const dashboardTradesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...tradeKeys.history(), 'dashboard'],
    queryFn: ({ pageParam }) => fetchTradeHistory(pageParam, DASHBOARD_TRADES_PAGE),
    initialPageParam: 1,
    getNextPageParam: ({ page, totalPages }) => (page < totalPages ? page + 1 : undefined),
  });

/** The trades; `complete` once every page (or the most it reads) is in, `partial` when older trades were left unread. */
export function useDashboardTrades() {
  const query = useInfiniteQuery({
    ...dashboardTradesQueryOptions(),
    select: (data) => ({ ...data, items: flattenTrades(data.pages) }),
  });
  const { data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const pages = data?.pages.length ?? 0;
  const more = hasNextPage && pages < DASHBOARD_TRADES_MAX_PAGES;
  useEffect(() => {
    // Two cards read this; a second call while a page is on its way joins it.
    if (more && !isFetchingNextPage && !isError) void fetchNextPage({ cancelRefetch: false });
  }, [more, pages, isFetchingNextPage, isError, fetchNextPage]);
  return { ...query, complete: Boolean(data) && !more, partial: Boolean(data) && !more && hasNextPage };
}
