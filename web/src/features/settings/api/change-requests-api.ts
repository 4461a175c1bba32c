import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import { api } from '../../../shared/api/client';
import { InvalidResponseError, unwrap } from '../../../shared/api/normalize';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { kycKeys } from '../../../entities/kyc/api/get-kyc';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';

/** A pending name, national-ID or birthdate change; `requestedName` holds the requested value for all three. */
export type PendingChange = { id: string; requestedName: string; createdAt: string };

const pendingChangeSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  requestedName: z.union([z.string(), z.number()]).transform(String),
  createdAt: z.string().catch(''),
  status: z.string().optional(),
});

const PATHS: Record<ChangeRequestKind, { request: string; pending: string; cancel: string; field: string }> = {
  name: {
    request: '/user-auth/request-name-change',
    pending: '/user-auth/pending-name-change-request',
    cancel: '/user-auth/cancel-name-change-request',
    field: 'name',
  },
  'national-id': {
    request: '/user-auth/request-national-id-change',
    pending: '/user-auth/pending-national-id-change-request',
    cancel: '/user-auth/cancel-national-id-change-request',
    field: 'nationalId',
  },
  birthdate: {
    request: '/user-auth/request-birthdate-change',
    pending: '/user-auth/pending-birthdate-change-request',
    cancel: '/user-auth/cancel-birthdate-change-request',
    field: 'birthdate',
  },
};

/**
 * The pending request, or null when there is none: `{ data: request | null }`, `{ data: { data: ... } }` or the
 * bare request. A request whose status is no longer pending counts as none.
 */
export function normalizePendingChange(body: unknown): PendingChange | null {
  let cursor: unknown = body;
  for (let depth = 0; depth < 3; depth++) {
    if (cursor === null || cursor === undefined) return null;
    const parsed = pendingChangeSchema.safeParse(cursor);
    if (parsed.success) {
      const { status, ...request } = parsed.data;
      return status && status !== 'pending' ? null : request;
    }
    if (typeof cursor !== 'object' || !('data' in cursor)) break;
    cursor = (cursor as { data: unknown }).data;
  }
  throw new InvalidResponseError();
}

/** GET /user-auth/pending-{kind}-change-request */
export async function fetchPendingChange(kind: ChangeRequestKind): Promise<PendingChange | null> {
  const { data } = await api.get(PATHS[kind].pending);
  return normalizePendingChange(data);
}

export const pendingChangeQueryOptions = (kind: ChangeRequestKind) =>
  queryOptions({ queryKey: kycKeys.changeRequest(kind), queryFn: () => fetchPendingChange(kind) });
export const usePendingChange = (kind: ChangeRequestKind) => useQuery(pendingChangeQueryOptions(kind));

/** POST /user-auth/request-{kind}-change with {name} | {nationalId} | {birthdate}. */
export async function requestChange(kind: ChangeRequestKind, value: string): Promise<PendingChange | null> {
  const { data } = await api.post(PATHS[kind].request, { [PATHS[kind].field]: value });
  try {
    const { status: _status, ...request } = unwrap(data, pendingChangeSchema);
    return request;
  } catch {
    // The request was accepted; the pending query is asked again below.
    return null;
  }
}

const REQUEST_ERRORS = { name: SETTINGS_ERRORS.name, 'national-id': SETTINGS_ERRORS.nationalId, birthdate: SETTINGS_ERRORS.birthdate };

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

/** POST /user-auth/cancel-{kind}-change-request/{id} */
export async function cancelChange(kind: ChangeRequestKind, id: string): Promise<void> {
  await api.post(`${PATHS[kind].cancel}/${encodeURIComponent(id)}`);
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
