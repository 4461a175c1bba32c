import { z } from 'zod';
import type { FcmTokenRequest } from '@gold/contracts/profile';
import { api } from '../api/client';
import { InvalidResponseError, unwrap } from '../api/normalize';

const tokensSchema = z.object({ fcmTokens: z.array(z.string()) });

/**
 * POST /users/me/fcm-token. Resolves the user's stored tokens when the answer lists them (the mock does,
 * in data.fcmTokens), or null when the provider answers only `{ success, message }`.
 */
export async function registerPushToken(token: string): Promise<string[] | null> {
  const body: FcmTokenRequest = { token };
  const { data } = await api.post('/users/me/fcm-token', body);
  try {
    return unwrap(data, tokensSchema).fcmTokens;
  } catch (error) {
    if (error instanceof InvalidResponseError) return null;
    throw error;
  }
}
