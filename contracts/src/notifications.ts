import { z } from 'zod';
import { idSchema, isoDateSchema, okEnvelope, paginationSchema } from './common';
import { NOTIFICATION_TYPES, PRIORITIES } from './constants';

export const notificationTypeSchema = z.lazy(() => z.enum(NOTIFICATION_TYPES));
export type NotificationType = z.infer<typeof notificationTypeSchema>;
export const prioritySchema = z.lazy(() => z.enum(PRIORITIES));
export type Priority = z.infer<typeof prioritySchema>;

export const notificationSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    type: notificationTypeSchema,
    title: z.string(),
    message: z.string(),
    data: z.record(z.string(), z.unknown()).nullable().optional(),
    read: z.boolean(),
    createdAt: isoDateSchema,
    priority: prioritySchema,
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/me?page&limit: `data.notifications` plus the page. */
export const notificationListResponseSchema = z.lazy(() =>
  okEnvelope(z.object({ notifications: z.array(notificationSchema), pagination: paginationSchema })),
);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationStatsSchema = z.lazy(() =>
  z.object({
    total: z.number().int().min(0),
    unread: z.number().int().min(0),
    byType: z.record(z.string(), z.number().int().min(0)),
  }),
);
export type NotificationStats = z.infer<typeof notificationStatsSchema>;
export const notificationStatsResponseSchema = z.lazy(() => okEnvelope(notificationStatsSchema));
/** PATCH …/read answers the notification; read-all answers how many changed. */
export const notificationReadResponseSchema = z.lazy(() => okEnvelope(notificationSchema));
export const notificationReadAllResponseSchema = z.lazy(() => okEnvelope(z.object({ updated: z.number().int().min(0) })));
