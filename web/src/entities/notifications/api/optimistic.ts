// Not single-flight: reading or deleting one notification must not wait for another, and each is idempotent.
// eslint-disable-next-line no-restricted-imports
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notification-keys';

/**
 * Read, read-all and delete change the cache first and are sent afterwards (spec 1 section 4). A server
 * failure is only logged: no message, and the local change stays. A fetch in flight is cancelled so it
 * cannot undo the change, and asked again once the server has answered.
 */
export function useOptimisticNotificationMutation<V>({
  apply,
  send,
  label,
}: {
  apply: (queryClient: QueryClient, variables: V) => void;
  send: (variables: V) => Promise<unknown>;
  label: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', label],
    mutationFn: send,
    onMutate: async (variables: V) => {
      const interrupted = queryClient.isFetching({ queryKey: notificationKeys.all }) > 0;
      if (interrupted) await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      apply(queryClient, variables);
      return { interrupted };
    },
    onError: (error) => console.warn(`${label} failed on the server; kept locally`, error),
    onSettled: (_data, _error, _variables, context) => {
      if (context?.interrupted) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
