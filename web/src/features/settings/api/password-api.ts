import { useMutation } from '@tanstack/react-query';
import { tokensSchema, type ChangePasswordRequest, type Tokens } from '@gold/contracts/auth';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { storeTokens } from '../../../shared/session/session-api';

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
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
