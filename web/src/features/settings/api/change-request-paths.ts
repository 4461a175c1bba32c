import type { ChangeRequestKind } from '@gold/contracts/kyc';

/** Each kind of change request has its own three paths and the field its request sends. */
export const CHANGE_REQUEST_PATHS: Record<
  ChangeRequestKind,
  { request: string; pending: string; cancel: string; field: string }
> = {
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
