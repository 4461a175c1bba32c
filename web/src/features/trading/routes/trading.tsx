import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { toast } from '../../../shared/ui/toast';
import { TRADE_MIN_KYC_LEVEL } from '@gold/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useKyc } from '../../../entities/kyc/api/get-kyc';
import { tradeKeys } from '../../../entities/trades/api/get-trade-history';
import { useOpenTrade, type OpenTrade } from '../../../entities/trades/api/get-open-trade';
import { PageTitle } from '../../../shared/ui/page-title';
import type { TradeOrder } from '../api/create-trade-request';
import { KycRequiredCard } from '../components/kyc-required-card';
import { TradeDialog, type TradeSession } from '../components/trade-dialog';
import { TradeForm } from '../components/trade-form';
import type { PriceAction } from '../components/price-card';
import { TradeHistoryCard } from '../components/trade-history-card';
import { TRADING_TEXT } from '../messages';
import { LoadError } from '../../../shared/ui/load-error';
import { isTradeSide, TRADE_SIDE_PARAM } from '../../../shared/config/paths';

/**
 * /trading (spec 2 section 2): the KYC level decides between the tools and the card that asks for it. `?side=sell`
 * opens the sell side. `priceAction` goes beside the price card's title (the app puts the price alerts there).
 */
export default function TradingRoute({ priceAction }: { priceAction?: PriceAction }) {
  const [params] = useSearchParams();
  const requestedSide = params.get(TRADE_SIDE_PARAM);
  const kyc = useKyc();
  const [session, setSession] = useState<TradeSession | null>(null);
  const [open, setOpen] = useState(false);
  const canTrade = kyc.data !== undefined && kyc.data.kycLevel >= TRADE_MIN_KYC_LEVEL;
  const openTrade = useOpenTrade({ enabled: canTrade });
  const formArea = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();

  const start = (order: TradeOrder) => {
    setSession({ id: crypto.randomUUID(), order });
    setOpen(true);
  };

  const resume = useCallback((found: OpenTrade) => {
    setSession({
      id: crypto.randomUUID(),
      order: { side: found.side, mg: found.mg, price: found.price },
      resume: { requestId: found.requestId, deadline: found.deadline },
    });
    setOpen(true);
  }, []);

  // A request left open by a reload, Back or another tab is taken up once, when the page first learns of it; the
  // money it holds is then explained and the customer can still execute or cancel it. Only an answer fetched on this
  // visit counts: a cached one from before Back may predate the request. Set while rendering, as React advises for
  // state that follows other state, so the dialog opens in the same commit.
  const [looked, setLooked] = useState(false);
  if (!looked && openTrade.isFetchedAfterMount) {
    setLooked(true);
    if (openTrade.data && !open) resume(openTrade.data);
  }

  // From the history: asked again, for the seconds left now and in case it has just closed (then the history, which
  // still says pending, is asked again too).
  const resumeFromHistory = async (requestId: string) => {
    const { data } = await openTrade.refetch();
    if (data?.requestId === requestId) {
      resume(data);
      return;
    }
    toast.info(TRADING_TEXT.notOpenAnyMore);
    void queryClient.invalidateQueries({ queryKey: tradeKeys.history() });
  };

  // Back where the customer was: the form's submit when it can take focus, else the form itself.
  const returnFocus = () => {
    const area = formArea.current;
    const submit = area?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit && !submit.disabled) submit.focus();
    else area?.focus();
  };

  const refreshKyc = async () => {
    const result = await kyc.refetch();
    if (result.isError) toast.error(TRADING_TEXT.kycRefreshFailed);
  };

  let body;
  if (kyc.isPending) {
    body = (
      <Box role="status" aria-label={TRADING_TEXT.kycLoading} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  } else if (kyc.isError && !kyc.data) {
    body = <LoadError message={TRADING_TEXT.kycLoadFailed} onRetry={() => void kyc.refetch()} retrying={kyc.isFetching} />;
  } else if (kyc.data.kycLevel < TRADE_MIN_KYC_LEVEL) {
    body = <KycRequiredCard kyc={kyc.data} refreshing={kyc.isFetching} onRefresh={() => void refreshKyc()} />;
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <Box ref={formArea} tabIndex={-1} role="group" aria-labelledby="trade-form-title" sx={{ minWidth: 0 }}>
          <TradeForm
            onSubmit={start}
            initialSide={isTradeSide(requestedSide) ? requestedSide : 'buy'}
            priceAction={priceAction}
          />
        </Box>
        <TradeHistoryCard onResume={open ? undefined : (id) => void resumeFromHistory(id)} />
        <TradeDialog session={session} open={open} onClose={() => setOpen(false)} onExited={returnFocus} />
      </Box>
    );
  }

  return (
    <>
      <PageTitle>{TRADING_TEXT.pageTitle}</PageTitle>
      {body}
    </>
  );
}
