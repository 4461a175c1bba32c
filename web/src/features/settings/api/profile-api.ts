import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { authResultSchema, otpSentSchema, type OtpSent } from '@gold/contracts/auth';
import type { ConfirmPhoneChangeRequest, PhoneChangeRequest } from '@gold/contracts/kyc';
import { userSchema, type User } from '@gold/contracts/profile';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { fetchProfile, storeTokens } from '../../../shared/session/session-api';

/** An answer that should carry the user; null when it does not, so the caller keeps what it knows. */
function userOrNull(body: unknown): User | null {
  try {
    return unwrap(body, userSchema);
  } catch {
    return null;
  }
}

/**
 * GET /user-auth/profile each time the profile section opens: an administrator may have approved a change since
 * sign-in. Nothing is cached, so an older answer can never overwrite a newer session user.
 */
export const freshProfileQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'profile'] as const, queryFn: fetchProfile, staleTime: 0, gcTime: 0 });
export const useFreshProfile = () => useQuery(freshProfileQueryOptions());

/** PATCH /user-auth/profile {email} */
export async function updateEmail(email: string): Promise<User | null> {
  const { data } = await api.patch('/user-auth/profile', { email });
  return userOrNull(data);
}
export const useUpdateEmail = () => useMutation({ mutationFn: updateEmail });

/** POST /user-auth/request-phone-change with the current password: the code goes to the new number. */
export async function requestPhoneChange(body: PhoneChangeRequest): Promise<OtpSent | null> {
  const { data } = await api.post('/user-auth/request-phone-change', body);
  try {
    return unwrap(data, otpSentSchema);
  } catch {
    return null;
  }
}
export const useRequestPhoneChange = () => useMutation({ mutationFn: requestPhoneChange });

/**
 * POST /user-auth/confirm-phone-change. The change ends every other session: the answer carries the user with fresh
 * tokens for this one, which are stored so the session goes on. An answer with the user alone is taken as it is.
 */
export async function confirmPhoneChange(body: ConfirmPhoneChangeRequest): Promise<User | null> {
  const { data } = await api.post('/user-auth/confirm-phone-change', body);
  try {
    const result = unwrap(data, authResultSchema);
    storeTokens(result);
    return result.user;
  } catch {
    return userOrNull(data);
  }
}
export const useConfirmPhoneChange = () => useMutation({ mutationFn: confirmPhoneChange });
