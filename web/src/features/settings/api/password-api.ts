import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangePasswordRequest } from '@gold/contracts/auth';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';
import { storage } from '../../../shared/lib/storage';

const tokensSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type Tokens = z.infer<typeof tokensSchema>;

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
  storage.set(STORAGE_KEYS.authToken, tokens.accessToken);
  storage.set(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  return tokens;
}
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
