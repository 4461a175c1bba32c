import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { amountInputText } from '@gold/contracts/rules/amount-input';
import { priceOnSide, type AlertDirection, type AlertSide, type SidePrices } from '@gold/contracts/rules/price-alerts';
import { useLivePrices } from '../../../entities/prices/hooks/use-live-prices';
import { describeError } from '../../../shared/api/errors';
import { isDroppedCall } from '../../../shared/api/mutation';
import { useIdempotencyKey } from '../../../shared/lib/use-idempotency-key';
import { useServerError } from '../../../shared/ui/form-error';
import { useCreatePriceAlert } from '../api/create-price-alert';
import { usePriceAlerts } from '../api/get-price-alerts';
import { inferredDirection, priceAlertFormSchema, targetValue, type PriceAlertForm } from '../lib/alert-form';
import { PRICE_ALERTS_TEXT } from '../messages';

/** The live prices, when there are real ones: the spec's default prices stand in for a failed fetch, not for a target. */
function useRealPrices(): SidePrices | null {
  const { price, isFallback } = useLivePrices();
  return price && !isFallback ? price : null;
}

/**
 * A new price alert: the side and the target prefilled with that side's price now, the direction following the
 * target (above the price waits for a rise, below it for a fall) until the customer chooses one, and the submit with
 * its Idempotency-Key. `onCreated` hears an alert the server took.
 */
export function usePriceAlertForm(initialSide: AlertSide, onCreated: () => void) {
  const prices = useRealPrices();
  const list = usePriceAlerts();
  const create = useCreatePriceAlert();
  const { keyFor } = useIdempotencyKey();
  const [directionChosen, setDirectionChosen] = useState(false);
  /** Whether the customer has typed a target: a price then no longer replaces it. */
  const typed = useRef(false);

  // Checked against the prices of the latest render (the form's context), not those of the first.
  const resolver: Resolver<PriceAlertForm, SidePrices | null> = (values, context, options) =>
    zodResolver(priceAlertFormSchema(context ?? null))(values, context, options);
  const { control, handleSubmit, setValue, getValues, formState, watch } = useForm<PriceAlertForm, SidePrices | null>({
    resolver,
    context: prices,
    defaultValues: {
      side: initialSide,
      target: prices ? amountInputText(priceOnSide(prices, initialSide), 'toman') : '',
      direction: 'above',
    },
  });
  const [failure, setFailure] = useServerError(watch);
  const [side, target, direction] = useWatch({ control, name: ['side', 'target', 'direction'] });

  const revalidate = { shouldValidate: formState.isSubmitted };
  const follow = (text: string, chosenSide: AlertSide, against = prices) => {
    if (!directionChosen) setValue('direction', inferredDirection(text, chosenSide, against, getValues('direction')), revalidate);
  };

  // A price that arrives after the dialog opened fills the target, unless the customer has typed one; a target typed
  // before it takes its direction from it.
  const priced = useRef(prices !== null);
  useEffect(() => {
    if (!prices || priced.current) return;
    priced.current = true;
    const side = getValues('side');
    if (typed.current) follow(getValues('target'), side, prices);
    else setValue('target', amountInputText(priceOnSide(prices, side), 'toman'));
  });

  return {
    control,
    side,
    target,
    direction,
    prices,
    atLimit: list.data?.atLimit ?? false,
    failure,
    sending: create.isPending,
    /** The target as typed: the direction follows it until the customer chooses one. */
    typeTarget: (text: string) => {
      typed.current = true;
      setValue('target', text, revalidate);
      follow(text, getValues('side'));
    },
    /** Another side: its price replaces a target the customer has not typed. */
    chooseSide: (next: AlertSide) => {
      setValue('side', next, revalidate);
      if (prices && !typed.current) setValue('target', amountInputText(priceOnSide(prices, next), 'toman'), revalidate);
      follow(getValues('target'), next);
    },
    chooseDirection: (next: AlertDirection) => {
      setDirectionChosen(true);
      setValue('direction', next, revalidate);
    },
    /** The alert as a sentence, once the target is a number. */
    targetPrice: targetValue(target),
    onSubmit: handleSubmit(async (form) => {
      const targetPrice = targetValue(form.target);
      if (targetPrice === null) return;
      const alert = { side: form.side, direction: form.direction, targetPrice };
      setFailure(null);
      try {
        await create.mutateAsync({ alert, key: keyFor(alert) });
        onCreated();
      } catch (error) {
        if (isDroppedCall(error)) return;
        setFailure(
          describeError(error, {
            preferServerMessage: true,
            server: PRICE_ALERTS_TEXT.createFailed,
            fallback: PRICE_ALERTS_TEXT.createFailed,
          }),
        );
      }
    }),
  };
}
