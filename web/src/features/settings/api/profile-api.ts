import { authResultSchema, otpSentSchema, type OtpSent } from '@gold/contracts/auth';
import type { ConfirmPhoneChangeRequest, PhoneChangeRequest } from '@gold/contracts/kyc';
import { userSchema, type User } from '@gold/contracts/profile';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { storeTokens } from '../../../shared/session/session-api';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';

/** An answer that should carry the user; null when it does not, so the caller keeps what it knows. */
function userOrNull(body: unknown): User | null {
  try {
    return unwrap(body, userSchema);
  } catch {
    return null;
  }
}

/** PATCH /user-auth/profile {email} */
export async function updateEmail(email: string): Promise<User | null> {
  const { data } = await api.patch('/user-auth/profile', { email });
  return userOrNull(data);
}
export const useUpdateEmail = (config?: MutationConfig<User | null, string>) =>
  useSingleFlightMutation(
    { mutationKey: ['profile', 'email'], mutationFn: updateEmail, meta: { success: SETTINGS_TEXT.emailUpdated, errors: SETTINGS_ERRORS.email } },
    config,
  );

/** POST /user-auth/request-phone-change with the current password: the code goes to the new number. */
export async function requestPhoneChange(body: PhoneChangeRequest): Promise<OtpSent | null> {
  const { data } = await api.post('/user-auth/request-phone-change', body);
  try {
    return unwrap(data, otpSentSchema);
  } catch {
    return null;
  }
}
/** The first send and each resend; a wrong password is shown under its field. */
export const useRequestPhoneChange = (config?: MutationConfig<OtpSent | null, PhoneChangeRequest>) =>
  useSingleFlightMutation(
    {
      mutationKey: ['profile', 'phone-change'],
      mutationFn: requestPhoneChange,
      meta: { success: SETTINGS_TEXT.codeSent, errors: SETTINGS_ERRORS.codeSend, fieldCodes: ['WRONG_PASSWORD'] },
    },
    config,
  );

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
export const useConfirmPhoneChange = (config?: MutationConfig<User | null, ConfirmPhoneChangeRequest>) =>
  useSingleFlightMutation(
    {
      mutationKey: ['profile', 'phone-change', 'confirm'],
      mutationFn: confirmPhoneChange,
      meta: { success: SETTINGS_TEXT.mobileChanged, errors: SETTINGS_ERRORS.confirmCode },
    },
    config,
  );
