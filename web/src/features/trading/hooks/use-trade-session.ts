import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../shared/ui/toast';
import { bestOffer } from '@gold/contracts/rules/trading';
import { describeError, errorCodeOf } from '../../../shared/api/errors';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { fetchOpenTrade } from '../../../entities/trades/api/get-open-trade';
import { tradeKeys } from '../../../entities/trades/api/get-trade-history';
import { walletKeys } from '../../../entities/wallets/api/get-wallets';
import { isDroppedCall } from '../../../shared/api/mutation';
import { useCancelTrade } from '../api/cancel-trade';
import { useCreateTradeRequest, type TradeOrder } from '../api/create-trade-request';
import { useExecuteTrade } from '../api/execute-trade';
import { useOffers } from '../api/get-offers';
import { InvalidRequestIdError, TradeRefusedError } from '../api/trade-errors';
import { TRADING_ERRORS, TRADING_TEXT } from '../messages';

/**
 * A confirmation session: one order, from the dialog's opening to its closing. A resumed one takes up a request
 * already made (after a reload, Back or in another tab) until its deadline, on this browser's clock.
 */
export type TradeSession = { id: string; order: TradeOrder; resume?: { requestId: string; deadline: number } };

export type Phase = 'creating' | 'open' | 'executing' | 'cancelling' | 'done';

/** Answers to an execute after which the request cannot execute any more. */
const FINAL_EXECUTE_CODES = new Set(['TRADE_REQUEST_EXPIRED', 'TRADE_REQUEST_CANCELLED', 'TRADE_ALREADY_EXECUTED']);

function createErrorText(error: unknown): string {
  if (error instanceof TradeRefusedError || error instanceof InvalidRequestIdError) return error.message;
  return describeError(error, TRADING_ERRORS.create);
}

const shortCode = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

/**
 * The timed confirmation's course (spec 2 sections 2 and 4): it creates the request on opening (or takes up an open
 * one), loads the offers with the best for the customer chosen at first, and executes the chosen one by hand (`press`)
 * or at 0 (`onZero`). `close` cancels an open request first; an end pushed from elsewhere closes the dialog.
 */
export function useTradeSession(session: TradeSession, onClose: () => void) {
  const { order, resume } = session;
  const [phase, setPhase] = useState<Phase>(resume ? 'open' : 'creating');
  const [requestId, setRequestId] = useState<string | null>(resume?.requestId ?? null);
  const [pickedId, setPickedId] = useState<string | null>(null);
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

  return {
    phase,
    requestId,
    cancelled,
    timeUp,
    problem,
    offers,
    best,
    chosen,
    choose: setPickedId,
    busy,
    canExecute,
    press,
    runCancel,
    onZero,
    close,
  };
}
