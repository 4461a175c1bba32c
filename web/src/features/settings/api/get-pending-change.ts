import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import { api } from '../../../shared/api/client';
import { kycKeys } from '../../../entities/kyc/api/get-kyc';
import { CHANGE_REQUEST_PATHS } from './change-request-paths';
import { normalizePendingChange, type PendingChange } from './normalize-pending-change';

/** GET /user-auth/pending-{kind}-change-request */
export async function fetchPendingChange(kind: ChangeRequestKind): Promise<PendingChange | null> {
  const { data } = await api.get(CHANGE_REQUEST_PATHS[kind].pending);
  return normalizePendingChange(data);
}

export const pendingChangeQueryOptions = (kind: ChangeRequestKind) =>
  queryOptions({ queryKey: kycKeys.changeRequest(kind), queryFn: () => fetchPendingChange(kind) });
export const usePendingChange = (kind: ChangeRequestKind) => useQuery(pendingChangeQueryOptions(kind));
