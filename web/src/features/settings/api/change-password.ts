import { tokensSchema, type ChangePasswordRequest, type Tokens } from '@gold/contracts/auth';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { storeTokens } from '../../../shared/session/session-api';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';

/**
 * POST /user-auth/change-password. The server ends the other sessions and answers fresh tokens for this one;
 * they are stored so this session goes on. A provider that answers none keeps the old ones.
 */
export async function changePassword(body: ChangePasswordRequest): Promise<Tokens | null> {
  const { data } = await api.post('/user-auth/change-password', body);
  let tokens: Tokens;
  try {
    tokens = unwrap(data, tokensSchema);
  } catch {
    return null;
  }
  storeTokens(tokens);
  return tokens;
}

export const useChangePassword = (config?: MutationConfig<Tokens | null, ChangePasswordRequest>) =>
  useSingleFlightMutation(
    {
      mutationKey: ['password', 'change'],
      mutationFn: changePassword,
      meta: { success: SETTINGS_TEXT.passwordChanged, errors: SETTINGS_ERRORS.password },
    },
    config,
  );
