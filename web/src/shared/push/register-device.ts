import type { User } from '@gold/contracts/profile';
import { registerPushToken } from './push-api';
import type { PushProvider } from './push-provider';
import { writeRegistration } from './push-storage';

/** Gets a token (asking permission when needed), saves it on the server, and gives the user with their tokens. */
export async function registerDevice(provider: PushProvider, user: User, now: () => number = Date.now): Promise<User> {
  const token = await provider.getToken();
  const answered = await registerPushToken(token);
  writeRegistration({ userId: user.id, token, at: now() });
  const fcmTokens = answered ?? [...user.fcmTokens.filter((t) => t !== token), token];
  return { ...user, fcmTokens };
}
