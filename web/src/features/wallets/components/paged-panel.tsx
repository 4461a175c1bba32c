import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import { WALLET_LIST_PAGE_SIZE } from '@gold/contracts/constants';
import type { WalletPage } from '../../../entities/wallets/api/wallet-pages';
import { Pagination } from '../../../shared/ui/pagination';
import { WALLETS_TEXT } from '../messages';
import { ListEmpty, ListLoading } from './list-states';
import { LoadError } from '../../../shared/ui/load-error';

export type ListTab = 'transactions' | 'deposit-requests' | 'withdraw-requests';

type Props<T> = {
  kind: ListTab;
  query: UseQueryResult<WalletPage<T>>;
  page: number;
  onPage(page: number): void;
  emptyIcon: ReactNode;
  children(item: T): ReactNode;
};

/**
 * A paged list of the wallets tab (spec 2 section 2): loading, empty and error states, the rows, and the pagination
 * control. The page before stays on screen, marked busy, while the next one loads.
 */
export function PagedPanel<T>({ kind, query, page, onPage, emptyIcon, children }: Props<T>) {
  const { data } = query;
  const lastPage = data ? Math.max(1, data.totalPages) : null;

  // A list that shrank (a request removed, a page size changed) leaves the customer on its last page, not past it.
  useEffect(() => {
    if (lastPage !== null && !query.isPlaceholderData && page > lastPage) onPage(lastPage);
  }, [lastPage, page, onPage, query.isPlaceholderData]);

  let body;
  if (query.isPending) body = <ListLoading label={WALLETS_TEXT.loading[kind]} />;
  else if (query.isError && !data)
    body = (
      <LoadError
        message={WALLETS_TEXT.failed[kind]}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        sx={{ m: 2 }}
      />
    );
  else if (!data || (data.items.length === 0 && data.total === 0))
    body = <ListEmpty icon={emptyIcon} title={WALLETS_TEXT.empty[kind]} />;
  else {
    const busy = query.isPlaceholderData;
    body = (
      <>
        <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={WALLETS_TEXT.loading[kind]} />}</Box>
        <List disablePadding aria-label={WALLETS_TEXT.listLabel[kind]} aria-busy={busy || undefined}>
          {data.items.map((item) => children(item))}
        </List>
        <Pagination
          page={page}
          totalPages={data.totalPages}
          total={data.total}
          pageSize={WALLET_LIST_PAGE_SIZE}
          onChange={onPage}
          label={WALLETS_TEXT.pagination[kind]}
        />
      </>
    );
  }

  return <Paper variant="outlined">{body}</Paper>;
}
