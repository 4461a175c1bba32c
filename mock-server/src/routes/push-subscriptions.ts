import { ECDH } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import {
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeRequestSchema,
  pushUnsubscribeResponseSchema,
} from '@gold/contracts/push';
import * as push from '../domain/push/push-subscriptions';
import type { DomainContext } from '../domain/shared/context';
import { userIdOf } from '../http/auth';
import { commit, parseBody, ValidationError } from '../http/validation';

/** A key of the right size may still be no point of the curve, which would fail each push: refused here instead. */
function isCurvePoint(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** The mock's own calls for Web Push: a device subscribes with what `pushManager.subscribe` gave it, or leaves. */
export function pushSubscriptionRoutes(ctx: DomainContext, requireAuth: RequestHandler): Router {
  const r = Router();

  r.post('/users/me/push-subscriptions', requireAuth, (req, res) => {
    const subscription = parseBody(req, pushSubscriptionRequestSchema);
    const endpointProblem = push.endpointProblem(subscription.endpoint, ctx.config.webPush?.trustedServices);
    if (endpointProblem) throw new ValidationError([{ path: 'endpoint', message: endpointProblem }]);
    if (!isCurvePoint(subscription.keys.p256dh)) {
      throw new ValidationError([{ path: 'keys.p256dh', message: 'کلید p256dh نقطه‌ای از منحنی P-256 نیست' }]);
    }
    commit(
      ctx,
      res,
      pushSubscriptionResponseSchema,
      201,
    )((tx) => ({
      success: true,
      data: push.savePushSubscription(tx, userIdOf(req), subscription, ctx.clock.now().toISOString()),
    }));
  });

  r.delete('/users/me/push-subscriptions', requireAuth, (req, res) => {
    const { endpoint } = parseBody(req, pushUnsubscribeRequestSchema);
    commit(
      ctx,
      res,
      pushUnsubscribeResponseSchema,
    )((tx) => ({ success: true, data: { endpoint, removed: push.removePushSubscription(tx, userIdOf(req), endpoint) } }));
  });

  return r;
}
