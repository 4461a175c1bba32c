import type { PushUnsubscribeRequest } from '@gold/contracts/push';
import { api } from '../../api/client';

/**
 * DELETE /users/me/push-subscriptions: the server stops sending to this browser. Sent at sign-out with the session's
 * token as it was, since the session is gone by the time the request leaves.
 */
export async function unregisterPushSubscription(body: PushUnsubscribeRequest, accessToken: string): Promise<void> {
  await api.delete('/users/me/push-subscriptions', { data: body, headers: { Authorization: `Bearer ${accessToken}` } });
}
