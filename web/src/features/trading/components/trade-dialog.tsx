import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { mgToGrams } from '@gold/contracts/money';
import { tradeTotal } from '@gold/contracts/rules/trading';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import type { TradeOrder } from '../api/create-trade-request';
import { useTradeSession, type TradeSession } from '../hooks/use-trade-session';
import { TRADING_TEXT } from '../messages';
import { OfferList } from './offer-list';
import { TradeCountdown } from './trade-countdown';
import { LoadError } from '../../../shared/ui/load-error';

export type { TradeSession };

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" className="tabular-nums" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

type Session = ReturnType<typeof useTradeSession>;

/** The order and, once there is a chosen offer, its total. */
function OrderSummary({ order, chosen }: { order: TradeOrder; chosen: Session['chosen'] }) {
  return (
    <Box>
      <Row label={TRADING_TEXT.summaryAmount} value={`${formatGrams(mgToGrams(order.mg))} ${TRADING_TEXT.grams}`} />
      <Row label={TRADING_TEXT.summaryLimit} value={`${formatToman(order.price)} ${TRADING_TEXT.toman}`} />
      {chosen && (
        <Row
          label={TRADING_TEXT.summaryTotal}
          value={`${formatToman(tradeTotal(order.mg, chosen.price))} ${TRADING_TEXT.toman}`}
        />
      )}
    </Box>
  );
}

type OffersProps = Pick<Session, 'phase' | 'requestId' | 'offers' | 'best' | 'chosen' | 'choose' | 'timeUp'> & {
  side: TradeOrder['side'];
  labelId: string;
};

/** The dealers' offers, or what stands in for them: loading, a failure, none. */
function Offers({ phase, requestId, offers, best, chosen, choose, timeUp, side, labelId }: OffersProps) {
  if (phase === 'creating' || (requestId && offers.isPending)) {
    return (
      <Box role="status" aria-label={phase === 'creating' ? TRADING_TEXT.creating : TRADING_TEXT.loadingOffers[side]}>
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Box>
    );
  }
  if (requestId && offers.isError) {
    return <LoadError message={TRADING_TEXT.offersFailed} onRetry={() => void offers.refetch()} retrying={offers.isFetching} />;
  }
  if (requestId && !best) return <Alert severity="info">{TRADING_TEXT.noOffers}</Alert>;
  if (!best) return null;
  return (
    <OfferList
      offers={offers.data ?? []}
      chosenId={chosen?.id ?? null}
      bestId={best.id}
      labelId={labelId}
      onChoose={choose}
      // Only once the time is up, not while an execute is on its way: a press then re-renders none of the offers
      // (INP), and a choice made meanwhile counts only for a retry.
      disabled={timeUp}
    />
  );
}

/** Cancel (or close, once it is over) and execute. */
function SessionActions({ phase, cancelled, requestId, busy, canExecute, close, runCancel, press }: Session) {
  return (
    <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
      {phase === 'done' && !cancelled ? (
        <Button onClick={close}>{TRADING_TEXT.close}</Button>
      ) : (
        <Button color="error" onClick={runCancel} disabled={cancelled || !requestId || busy} loading={phase === 'cancelling'}>
          {cancelled ? TRADING_TEXT.cancelled : TRADING_TEXT.cancel}
        </Button>
      )}
      {/* No spinner in the button: the alert above says the trade is executing, and a first spinner's style rules
          restyle the whole page in the frame of the press (INP). */}
      <Button variant="contained" onClick={press} disabled={!canExecute}>
        {TRADING_TEXT.execute}
      </Button>
    </DialogActions>
  );
}

/**
 * The timed confirmation (spec 2 sections 2 and 4): it creates the request on opening (or takes up an open one),
 * loads the offers, shows every dealer's with the best for the customer chosen at first, and executes the chosen one
 * by hand or at 0. Closing it with an open request cancels that first; an end pushed from elsewhere closes it.
 */
type ViewProps = {
  session: TradeSession;
  titleId: string;
  onClose(): void;
  /** Where the view puts its own close, for the dialog's Escape and backdrop. */
  closeRequestRef: RefObject<() => void>;
};

function TradeSessionView({ session, titleId, onClose, closeRequestRef }: ViewProps) {
  const { order, resume } = session;
  const offersTitleId = useId();
  const trade = useTradeSession(session, onClose);
  const { phase, chosen, timeUp, problem } = trade;
  useLayoutEffect(() => {
    closeRequestRef.current = trade.close;
  });

  const sideLabel = order.side === 'buy' ? TRADING_TEXT.buy : TRADING_TEXT.sell;
  const autoOffer = chosen && TRADING_TEXT.offerSpoken(chosen.dealerName ?? TRADING_TEXT.bestOffer, formatToman(chosen.price));

  return (
    <>
      <DialogTitleWithClose id={titleId} onClose={trade.close} disabled={trade.busy}>
        {TRADING_TEXT.dialogTitle(sideLabel)}
      </DialogTitleWithClose>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <OrderSummary order={order} chosen={chosen} />
        {resume && phase === 'open' && <Alert severity="info">{TRADING_TEXT.resumed}</Alert>}
        {phase !== 'done' && <TradeCountdown onZero={trade.onZero} deadline={resume?.deadline} autoOffer={autoOffer ?? null} />}
        {timeUp && phase !== 'executing' && !chosen && <Alert severity="warning">{TRADING_TEXT.timeUpNoOffer}</Alert>}
        {phase === 'executing' && (
          <Alert severity="info" role="status">
            {TRADING_TEXT.executing}
          </Alert>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        <Divider />
        <Box>
          <Typography id={offersTitleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {TRADING_TEXT.offersTitle[order.side]}
          </Typography>
          <Offers {...trade} side={order.side} labelId={offersTitleId} />
        </Box>
      </DialogContent>
      <SessionActions {...trade} />
    </>
  );
}

type DialogProps = {
  session: TradeSession | null;
  open: boolean;
  onClose(): void;
  /**
   * Where focus goes once the dialog has closed. MUI would restore it to what had it at the opening, but that may be
   * gone or disabled by then (the form's submit while it opened, or nothing after a reload): the page decides.
   */
  onExited?(): void;
};

/**
 * The dialog keeps its last session through the closing transition; a new session (a new key) starts afresh, so
 * the state resets on every opening.
 */
export function TradeDialog({ session, open, onClose, onExited }: DialogProps) {
  const titleId = useId();
  const closeRequestRef = useRef<() => void>(onClose);
  return (
    <Dialog
      open={open}
      onClose={() => closeRequestRef.current()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      disableRestoreFocus={onExited !== undefined}
      slotProps={{ transition: { onExited } }}
    >
      {session && (
        <TradeSessionView
          key={session.id}
          session={session}
          titleId={titleId}
          onClose={onClose}
          closeRequestRef={closeRequestRef}
        />
      )}
    </Dialog>
  );
}
