import { useQueryClient } from '@tanstack/react-query';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { kycKeys } from '../../../entities/kyc/api/get-kyc';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';
import { CHANGE_REQUEST_PATHS } from './change-request-paths';
import { pendingChangeQueryOptions } from './get-pending-change';

/** POST /user-auth/cancel-{kind}-change-request/{id} */
export async function cancelChange(kind: ChangeRequestKind, id: string): Promise<void> {
  await api.post(`${CHANGE_REQUEST_PATHS[kind].cancel}/${encodeURIComponent(id)}`);
}

export function useCancelChange(kind: ChangeRequestKind, config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  const { queryKey } = pendingChangeQueryOptions(kind);
  return useSingleFlightMutation(
    {
      mutationKey: ['change-request', kind, 'cancel'],
      mutationFn: (id: string) => cancelChange(kind, id),
      onSuccess: () => queryClient.setQueryData(queryKey, null),
      // Also after a failure: an administrator may have decided first, and the card must not stay. The level too.
      onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.all }),
      meta: { success: SETTINGS_TEXT.requestCancelled, errors: SETTINGS_ERRORS.cancel },
    },
    config,
  );
}
