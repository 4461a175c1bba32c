import { useCallback, useRef } from 'react';
import {
  MutationCache,
  QueryClient,
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { toast } from '../ui/toast';
import { describeError, errorCodeOf, type ErrorCatalogue } from './errors';

/** What a mutation says when it ends, declared once where the mutation is made. */
export type MutationFeedback = {
  /** A success toast. */
  success?: string;
  /** An error toast, its text chosen from this catalogue. Without it a failure is only logged. */
  errors?: ErrorCatalogue;
  /** Error codes the form shows beside a field instead of in a toast. */
  fieldCodes?: readonly string[];
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationFeedback;
  }
}

/** What a caller may add to a mutation hook: its own callbacks and feedback, merged with the hook's. */
export type MutationConfig<TData = unknown, TVariables = void> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables, unknown>,
  'mutationFn'
>;

/** The one place a mutation's toasts are shown. */
export function createMutationCache() {
  return new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      const text = mutation.meta?.success;
      if (text) toast.success(text);
    },
    onError: (error, _variables, _context, mutation) => {
      console.info(`${mutation.options.mutationKey?.join(' ') ?? 'a request'} failed`, error);
      const { errors, fieldCodes = [] } = mutation.meta ?? {};
      const code = errorCodeOf(error);
      if (errors && !(code && fieldCodes.includes(code))) toast.error(describeError(error, errors));
    },
  });
}

/** The panel's query client; tests pass `{ retry: false }` so a failure shows at once. */
export function createQueryClient({ retry = 1 as number | false } = {}) {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * What `mutateAsync` rejects with when it drops a call because another is in flight. The dropped call never reached
 * react-query, so no toast was shown for it; a caller that awaits `mutateAsync` ignores it (`isDroppedCall`) and
 * leaves what follows to the call in flight.
 */
export class DroppedCallError extends Error {
  constructor() {
    super('dropped: another call of this mutation is in flight');
    this.name = 'DroppedCallError';
  }
}

export const isDroppedCall = (error: unknown): error is DroppedCallError => error instanceof DroppedCallError;

/**
 * useMutation that sends once: a call made while another is in flight (a double click, Enter pressed twice) is
 * dropped. Its promise rejects with DroppedCallError, which callers ignore, so nothing a caller does after it (an
 * error, a toast, a navigation) runs twice. React renders the disabled button a moment later, too late for a fast
 * second click; this guard is synchronous. `config` is the caller's part of a mutation hook (see withConfig).
 */
export function useSingleFlightMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables, unknown>,
  config?: MutationConfig<TData, TVariables>,
): UseMutationResult<TData, DefaultError, TVariables, unknown> {
  const mutation = useMutation(config ? withConfig(options, config) : options);
  const inFlight = useRef<Promise<TData> | null>(null);
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    (...args: Parameters<typeof send>) => {
      if (inFlight.current) return Promise.reject(new DroppedCallError());
      const sent = send(...args).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = sent;
      return sent;
    },
    [send],
  ) as typeof send;
  // Failures reach the MutationCache handlers, and a dropped call needs nothing: the caller of `mutate` awaits neither.
  const mutate = useCallback(
    (...args: Parameters<typeof send>) => void mutateAsync(...args).catch(() => undefined),
    [mutateAsync],
  ) as typeof mutation.mutate;
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, DefaultError, TVariables, unknown>;
}

/** A hook's own options with the caller's config: both sets of callbacks run, the hook's first. */
function withConfig<TData, TVariables>(
  own: UseMutationOptions<TData, DefaultError, TVariables, unknown>,
  config: MutationConfig<TData, TVariables>,
): UseMutationOptions<TData, DefaultError, TVariables, unknown> {
  return {
    ...own,
    ...config,
    meta: { ...own.meta, ...config.meta },
    onSuccess: async (...args) => {
      await own.onSuccess?.(...args);
      await config.onSuccess?.(...args);
    },
    onError: async (...args) => {
      await own.onError?.(...args);
      await config.onError?.(...args);
    },
    onSettled: async (...args) => {
      await own.onSettled?.(...args);
      await config.onSettled?.(...args);
    },
  };
}
