import { Router, type RequestHandler } from 'express';
import { okMessageSchema, pageQuerySchema } from '@gold/contracts/common';
import { NOTIFICATION_PAGE_SIZE } from '@gold/contracts/constants';
import {
  notificationListResponseSchema,
  notificationReadAllResponseSchema,
  notificationReadResponseSchema,
  notificationStatsResponseSchema,
} from '@gold/contracts/notifications';
import type { DomainContext } from '../domain/context';
import * as notifications from '../domain/notifications';
import { userIdOf } from '../http/auth';
import { parseQuery, send } from '../http/validation';

const pageQuery = pageQuerySchema(NOTIFICATION_PAGE_SIZE);

export function notificationRoutes(ctx: DomainContext, requireAuth: RequestHandler): Router {
  const r = Router();

  r.get('/notifications/me', requireAuth, (req, res) => {
    const page = notifications.listNotifications(ctx.store.state, userIdOf(req), parseQuery(req, pageQuery));
    send(res, notificationListResponseSchema, { success: true, data: page });
  });

  r.get('/notifications/me/stats', requireAuth, (req, res) => {
    send(res, notificationStatsResponseSchema, {
      success: true,
      data: notifications.notificationStats(ctx.store.state, userIdOf(req)),
    });
  });

  r.patch('/notifications/me/read-all', requireAuth, (req, res) => {
    send(res, notificationReadAllResponseSchema, { success: true, data: notifications.markAllRead(ctx, userIdOf(req)) });
  });

  r.patch('/notifications/me/:id/read', requireAuth, (req, res) => {
    send(res, notificationReadResponseSchema, {
      success: true,
      data: notifications.markRead(ctx, userIdOf(req), String(req.params.id)),
    });
  });

  r.delete('/notifications/me/:id', requireAuth, (req, res) => {
    notifications.deleteNotification(ctx, userIdOf(req), String(req.params.id));
    send(res, okMessageSchema, { success: true, message: 'اعلان حذف شد' });
  });

  return r;
}
