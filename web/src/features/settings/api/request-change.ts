import { useQueryClient } from '@tanstack/react-query';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';
import { CHANGE_REQUEST_PATHS } from './change-request-paths';
import { pendingChangeQueryOptions } from './get-pending-change';
import { pendingChangeSchema, type PendingChange } from './normalize-pending-change';

/** POST /user-auth/request-{kind}-change with {name} | {nationalId} | {birthdate}. */
export async function requestChange(kind: ChangeRequestKind, value: string): Promise<PendingChange | null> {
  const paths = CHANGE_REQUEST_PATHS[kind];
  const { data } = await api.post(paths.request, { [paths.field]: value });
  try {
    const { status: _status, ...request } = unwrap(data, pendingChangeSchema);
    return request;
  } catch {
    // The request was accepted; the pending query is asked again below.
    return null;
  }
}

const REQUEST_ERRORS = {
  name: SETTINGS_ERRORS.name,
  'national-id': SETTINGS_ERRORS.nationalId,
  birthdate: SETTINGS_ERRORS.birthdate,
};

export function useRequestChange(kind: ChangeRequestKind, config?: MutationConfig<PendingChange | null, string>) {
  const queryClient = useQueryClient();
  const { queryKey } = pendingChangeQueryOptions(kind);
  return useSingleFlightMutation(
    {
      mutationKey: ['change-request', kind],
      mutationFn: (value: string) => requestChange(kind, value),
      onSuccess: (request) => {
        if (request) queryClient.setQueryData(queryKey, request);
      },
      // Also after a 409: a request of this kind is already pending; show it.
      onSettled: () => queryClient.invalidateQueries({ queryKey }),
      meta: { success: SETTINGS_TEXT.requestSent, errors: REQUEST_ERRORS[kind] },
    },
    config,
  );
}
