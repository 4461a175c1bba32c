import { authResultSchema } from '@gold/contracts/auth';
import type { ConfirmPhoneChangeRequest } from '@gold/contracts/kyc';
import type { User } from '@gold/contracts/profile';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { storeTokens } from '../../../shared/session/session-api';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';
import { userOrNull } from './normalize-user';

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
