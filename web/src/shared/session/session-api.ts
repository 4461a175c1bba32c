import type { Tokens } from '@gold/contracts/auth';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { userSchema, type User } from '@gold/contracts/profile';
import { api } from '../api/client';
import { unwrap } from '../api/normalize';
import { createHub } from '../lib/hub';
import { storage } from '../lib/storage';

/** GET /user-auth/profile: the user in data.data. */
export async function fetchProfile(): Promise<User> {
  const { data } = await api.get('/user-auth/profile');
  return unwrap(data, userSchema);
}

const tokensStored = createHub();

/** Calls a listener whenever fresh tokens are stored (the realtime connection then shakes hands again). */
export const onTokensStored = tokensStored.subscribe;

/**
 * Keeps fresh tokens for this session. A password or mobile change ends every other session and answers new
 * tokens for this one; with the old ones the next request would get 401 and sign the customer out.
 */
export function storeTokens(tokens: Tokens): void {
  storage.set(STORAGE_KEYS.authToken, tokens.accessToken);
  storage.set(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  tokensStored.emit();
}
