import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { otpSentSchema, type OtpSent } from '@gold/contracts/auth';
import type { ConfirmPhoneChangeRequest } from '@gold/contracts/kyc';
import { userSchema, type User } from '@gold/contracts/profile';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { fetchProfile } from '../../../shared/session/session-api';

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

/** POST /user-auth/request-phone-change: the code goes to the new number. */
export async function requestPhoneChange(newMobile: string): Promise<OtpSent | null> {
  const { data } = await api.post('/user-auth/request-phone-change', { newMobile });
  try {
    return unwrap(data, otpSentSchema);
  } catch {
    return null;
  }
}
export const useRequestPhoneChange = () => useMutation({ mutationFn: requestPhoneChange });

/** POST /user-auth/confirm-phone-change: answers the updated user. */
export async function confirmPhoneChange(body: ConfirmPhoneChangeRequest): Promise<User | null> {
  const { data } = await api.post('/user-auth/confirm-phone-change', body);
  return userOrNull(data);
}
export const useConfirmPhoneChange = () => useMutation({ mutationFn: confirmPhoneChange });
