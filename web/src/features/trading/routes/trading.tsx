import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { toast } from '../../../shared/ui/toast';
import { TRADE_MIN_KYC_LEVEL } from '@gold/contracts/constants';
import { useKyc } from '../../../entities/kyc/api/get-kyc';
import { PageTitle } from '../../../shared/ui/page-title';
import type { TradeOrder } from '../api/trade-api';
import { KycRequiredCard } from '../components/kyc-required-card';
import { TradeDialog, type TradeSession } from '../components/trade-dialog';
import { TradeForm } from '../components/trade-form';
import { TradeHistoryCard } from '../components/trade-history-card';
import { TRADING_TEXT } from '../messages';
import { LoadError } from '../../../shared/ui/load-error';
import { isTradeSide, TRADE_SIDE_PARAM } from '../../../shared/config/paths';

/** /trading (spec 2 section 2): the KYC level decides between the tools and the card that asks for it. `?side=sell` opens the sell side. */
export default function TradingRoute() {
  const [params] = useSearchParams();
  const requestedSide = params.get(TRADE_SIDE_PARAM);
  const kyc = useKyc();
  const [session, setSession] = useState<TradeSession | null>(null);
  const [open, setOpen] = useState(false);

  const start = (order: TradeOrder) => {
    setSession({ id: crypto.randomUUID(), order });
    setOpen(true);
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
        <TradeForm onSubmit={start} initialSide={isTradeSide(requestedSide) ? requestedSide : 'buy'} />
        <TradeHistoryCard />
        <TradeDialog session={session} open={open} onClose={() => setOpen(false)} />
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
