import type { PushSubscriptionRequest } from '@gold/contracts/push';
import { api } from '../../api/client';

/**
 * POST /users/me/push-subscriptions: this browser's Web Push subscription (`PushSubscription.toJSON()`), to which the
 * server sends each notification while the panel is closed. Registering the same endpoint again is harmless.
 */
export async function registerPushSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  await api.post('/users/me/push-subscriptions', subscription);
}
