import { otpSentSchema, type OtpSent } from '@gold/contracts/auth';
import type { PhoneChangeRequest } from '@gold/contracts/kyc';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';

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
