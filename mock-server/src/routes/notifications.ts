import { Router, type RequestHandler } from 'express';
import { okMessageSchema, pageQuerySchema } from '@gold/contracts/common';
import { NOTIFICATION_PAGE_SIZE } from '@gold/contracts/constants';
import {
  notificationListResponseSchema,
  notificationReadAllResponseSchema,
  notificationReadResponseSchema,
  notificationStatsResponseSchema,
} from '@gold/contracts/notifications';
import type { DomainContext } from '../domain/shared/context';
import * as notifications from '../domain/notifications/notifications';
import { userIdOf } from '../http/auth';
import { commit, parseQuery, send } from '../http/validation';

const pageQuery = pageQuerySchema(NOTIFICATION_PAGE_SIZE);

export function notificationRoutes(ctx: DomainContext, requireAuth: RequestHandler): Router {
  const r = Router();

  r.get('/notifications/me', requireAuth, (req, res) => {
    const page = notifications.listNotifications(ctx.db, userIdOf(req), parseQuery(req, pageQuery));
    send(res, notificationListResponseSchema, { success: true, data: page });
  });

  r.get('/notifications/me/stats', requireAuth, (req, res) => {
    send(res, notificationStatsResponseSchema, { success: true, data: notifications.notificationStats(ctx.db, userIdOf(req)) });
  });

  r.patch('/notifications/me/read-all', requireAuth, (req, res) => {
    commit(
      ctx,
      res,
      notificationReadAllResponseSchema,
    )((tx) => ({ success: true, data: notifications.markAllRead(tx, userIdOf(req)) }));
  });

  r.patch('/notifications/me/:id/read', requireAuth, (req, res) => {
    commit(
      ctx,
      res,
      notificationReadResponseSchema,
    )((tx) => ({
      success: true,
      data: notifications.markRead(tx, userIdOf(req), String(req.params.id)),
    }));
  });

  r.delete('/notifications/me/:id', requireAuth, (req, res) => {
    commit(
      ctx,
      res,
      okMessageSchema,
    )((tx) => {
      notifications.deleteNotification(tx, userIdOf(req), String(req.params.id));
      return { success: true, message: 'اعلان حذف شد' };
    });
  });

  return r;
}
