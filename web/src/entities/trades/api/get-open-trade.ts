import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gramsToMg } from '@gold/contracts/money';
import { tradeSideSchema, type TradeSide } from '@gold/contracts/trading';
import { api } from '../../../shared/api/client';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { tradeKeys } from './get-trade-history';

/**
 * The customer's trade request still inside its confirmation window, as the panel reads it. `deadline` is this
 * browser's clock time when the window closes, from the seconds the server counted: a clock that is off does not
 * shorten or stretch it.
 */
export type OpenTrade = {
  requestId: string;
  side: TradeSide;
  /** Milligrams. */
  mg: number;
  /** The customer's limit, Toman per gram. */
  price: number;
  deadline: number;
};

export const openTradeKey = () => [...tradeKeys.all, 'open'] as const;

const providerOpenSchema = z.object({
  request: z
    .object({
      requestId: z.union([z.string().min(1), z.number()]).transform(String),
      type: tradeSideSchema,
      amount: z.number().positive(),
      price: z.number().positive(),
      secondsLeft: z.number().positive(),
    })
    .nullable(),
});

/** GET /api/trade-requests/open (the mock's): `{ success, request | null }`. */
export async function fetchOpenTrade(): Promise<OpenTrade | null> {
  const { data } = await api.get('/api/trade-requests/open');
  const parsed = providerOpenSchema.safeParse(data);
  if (!parsed.success) throw new InvalidResponseError();
  const { request } = parsed.data;
  if (!request) return null;
  return {
    requestId: request.requestId,
    side: request.type,
    mg: gramsToMg(request.amount),
    price: request.price,
    deadline: Date.now() + request.secondsLeft * 1000,
  };
}

/**
 * The open request, under the trades' key root: an execution, a cancellation or a `trade-request-update` asks again.
 * A failure is quiet: the panel then simply offers nothing to resume.
 */
export const useOpenTrade = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: openTradeKey(), queryFn: fetchOpenTrade, enabled, retry: false, staleTime: 0 });
