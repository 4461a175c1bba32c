import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { toast } from '../../../shared/ui/toast';
import { mgToGrams } from '@gold/contracts/money';
import { bestOffer, tradeTotal } from '@gold/contracts/rules/trading';
import { describeError, errorCodeOf } from '../../../shared/api/errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { fetchOpenTrade } from '../../../entities/trades/api/get-open-trade';
import { tradeKeys } from '../../../entities/trades/api/get-trade-history';
import { walletKeys } from '../../../entities/wallets/api/get-wallets';
import { DialogTitleWithClose } from '../../../shared/ui/dialog-title';
import { useCancelTrade } from '../api/cancel-trade';
import { useCreateTradeRequest, type TradeOrder } from '../api/create-trade-request';
import { useExecuteTrade } from '../api/execute-trade';
import { useOffers } from '../api/get-offers';
import { InvalidRequestIdError, TradeRefusedError } from '../api/trade-errors';
import { TRADING_ERRORS, TRADING_TEXT } from '../messages';
import { OfferList } from './offer-list';
import { TradeCountdown } from './trade-countdown';
import { LoadError } from '../../../shared/ui/load-error';

/**
 * A confirmation session: one order, from the dialog's opening to its closing. A resumed one takes up a request
 * already made (after a reload, Back or in another tab) until its deadline, on this browser's clock.
 */
export type TradeSession = { id: string; order: TradeOrder; resume?: { requestId: string; deadline: number } };

type Phase = 'creating' | 'open' | 'executing' | 'cancelling' | 'done';

/** Answers to an execute after which the request cannot execute any more. */
const FINAL_EXECUTE_CODES = new Set(['TRADE_REQUEST_EXPIRED', 'TRADE_REQUEST_CANCELLED', 'TRADE_ALREADY_EXECUTED']);

function createErrorText(error: unknown): string {
  if (error instanceof TradeRefusedError || error instanceof InvalidRequestIdError) return error.message;
  return describeError(error, TRADING_ERRORS.create);
}

const shortCode = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

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
  const [phase, setPhase] = useState<Phase>(resume ? 'open' : 'creating');
  const [requestId, setRequestId] = useState<string | null>(resume?.requestId ?? null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const offersTitleId = useId();
  const queryClient = useQueryClient();
  const [cancelled, setCancelled] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateTradeRequest();
  const execute = useExecuteTrade();
  const cancel = useCancelTrade();
  const offers = useOffers(requestId);
  const best = bestOffer(order.side, offers.data ?? []);
  // The offer that executes, by a press or at 0: the best one until the customer taps another.
  const chosen = offers.data?.find((o) => o.id === pickedId) ?? best;
  const sideLabel = order.side === 'buy' ? TRADING_TEXT.buy : TRADING_TEXT.sell;

  const started = useRef(false);
  useEffect(() => {
    // Once per session, even when React runs the effect twice in development; a resumed request exists already.
    if (started.current || resume) return;
    started.current = true;
    create.mutateAsync({ order, key: session.id }).then(
      (id) => {
        setRequestId(id);
        setPhase('open');
      },
      (error: unknown) => {
        if (isDroppedCall(error)) return;
        setProblem(createErrorText(error));
        setPhase('done');
      },
    );
  }, [create, order, session.id, resume]);

  // An execute is on its way, from a press or at 0, until its answer: a cancel (a close too) waits. A ref, not the
  // phase: a press renders the phase in a transition (below). A second execute meanwhile, at 0 say, is not sent
  // (useSingleFlightMutation).
  const executing = useRef(false);
  const runExecute = (offerId: string) => {
    if (!requestId) return;
    executing.current = true;
    setPhase('executing');
    execute.mutateAsync({ requestId, offerId }).then(
      (tradeId) => {
        setPhase('done');
        toast.success(`${TRADING_TEXT.executed} - ${TRADING_TEXT.trackingCode(shortCode(tradeId))}`);
        onClose();
      },
      (error: unknown) => {
        if (isDroppedCall(error)) return;
        executing.current = false;
        setProblem(describeError(error, TRADING_ERRORS.execute));
        setPhase(FINAL_EXECUTE_CODES.has(errorCodeOf(error) ?? '') ? 'done' : 'open');
      },
    );
  };
  // The press paints on its own, and the dialog's re-render for the execute follows in a transition: on a slow phone,
  // rendered in the press's frame it kept the press from answering (INP).
  const canExecute = chosen !== null && phase === 'open' && !timeUp;
  const press = () => {
    if (!canExecute || executing.current) return;
    const offerId = chosen.id;
    startTransition(() => runExecute(offerId));
  };

  const runCancel = () => {
    if (!requestId || executing.current) return;
    setPhase('cancelling');
    cancel.mutateAsync(requestId).then(
      () => {
        setCancelled(true);
        setPhase('done');
        toast.success(TRADING_TEXT.requestCancelled);
        onClose();
      },
      (error: unknown) => {
        if (isDroppedCall(error)) return;
        if (errorCodeOf(error) === 'INVALID_REQUEST_DATA') {
          setCancelled(true);
          setPhase('done');
          toast.info(TRADING_TEXT.alreadyCancelled);
          onClose();
          return;
        }
        setPhase('open');
      },
    );
  };

  // The countdown calls this once, at 0: the chosen offer executes if there is one and nothing else is running.
  const latest = useRef({ phase, chosen, runExecute });
  useLayoutEffect(() => {
    latest.current = { phase, chosen, runExecute };
  });
  const onZero = useCallback(() => {
    setTimeUp(true);
    const { phase: now, chosen: offer, runExecute: run } = latest.current;
    if (offer && now === 'open') run(offer.id);
  }, []);

  // The request ended elsewhere: the console or the server's own timeout expired it, or another tab cancelled or
  // executed it. What this dialog does itself (an execute or a cancel on its way, or done) is answered by its own call.
  const quiet = () => executing.current || latest.current.phase !== 'open';
  const endedElsewhere = (text: string) => {
    setPhase('done');
    toast.info(text);
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: tradeKeys.all });
    onClose();
  };
  useRealtimeEvent('trade-request-update', (update) => {
    if (!requestId || update?.requestId !== requestId || quiet()) return;
    endedElsewhere(TRADING_TEXT.endedElsewhere[update.status] ?? TRADING_TEXT.endedElsewhere.cancelled);
  });
  // A push sent while the connection was down is lost: after a reconnect, no open request at all means this one has
  // ended too. (Another open request does not tell: only the newest is answered.)
  useRealtimeConnect(() => {
    if (!requestId || quiet()) return;
    fetchOpenTrade().then(
      (found) => {
        if (found === null && !quiet()) endedElsewhere(TRADING_TEXT.notOpenAnyMore);
      },
      () => undefined,
    );
  });

  const busy = phase === 'creating' || phase === 'executing' || phase === 'cancelling';
  const close = () => {
    if (busy) return;
    // An open request would keep the money held until its window ends: closing cancels it.
    if (phase === 'open' && requestId && !cancelled) runCancel();
    else onClose();
  };
  useLayoutEffect(() => {
    closeRequestRef.current = close;
  });

  let offersBody;
  if (phase === 'creating' || (requestId && offers.isPending)) {
    offersBody = (
      <Box role="status" aria-label={phase === 'creating' ? TRADING_TEXT.creating : TRADING_TEXT.loadingOffers[order.side]}>
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Box>
    );
  } else if (requestId && offers.isError) {
    offersBody = (
      <LoadError message={TRADING_TEXT.offersFailed} onRetry={() => void offers.refetch()} retrying={offers.isFetching} />
    );
  } else if (requestId && !best) {
    offersBody = <Alert severity="info">{TRADING_TEXT.noOffers}</Alert>;
  } else if (best) {
    offersBody = (
      <OfferList
        offers={offers.data ?? []}
        chosenId={chosen?.id ?? null}
        bestId={best.id}
        labelId={offersTitleId}
        onChoose={setPickedId}
        // Only once the time is up, not while an execute is on its way: a press then re-renders none of the offers
        // (INP), and a choice made meanwhile counts only for a retry.
        disabled={timeUp}
      />
    );
  }
  const autoOffer = chosen && TRADING_TEXT.offerSpoken(chosen.dealerName ?? TRADING_TEXT.bestOffer, formatToman(chosen.price));

  return (
    <>
      <DialogTitleWithClose id={titleId} onClose={close} disabled={busy}>
        {TRADING_TEXT.dialogTitle(sideLabel)}
      </DialogTitleWithClose>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
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
        {resume && phase === 'open' && <Alert severity="info">{TRADING_TEXT.resumed}</Alert>}
        {phase !== 'done' && <TradeCountdown onZero={onZero} deadline={resume?.deadline} autoOffer={autoOffer ?? null} />}
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
          {offersBody}
        </Box>
      </DialogContent>
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
