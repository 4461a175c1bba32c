import { z } from 'zod';
import { idSchema, isoDateSchema, okEnvelope } from './common';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from './constants';

export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
export const ticketCategorySchema = z.enum(TICKET_CATEGORIES);
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES);

export const ticketMessageSchema = z.object({
  id: idSchema,
  content: z.string(),
  type: z.enum(['user', 'admin', 'system']),
  createdAt: isoDateSchema,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSchema = z.object({
  id: idSchema,
  ticketNumber: z.string(),
  title: z.string(),
  description: z.string(),
  category: ticketCategorySchema,
  priority: ticketPrioritySchema,
  status: ticketStatusSchema,
  messages: z.array(ticketMessageSchema),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListQuerySchema = z.object({
  status: ticketStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ticketListResponseSchema = okEnvelope(
  z.object({ tickets: z.array(ticketSchema), total: z.number().int(), page: z.number().int(), totalPages: z.number().int() }),
);
export const ticketStatsResponseSchema = okEnvelope(z.object({ byStatus: z.record(z.string(), z.number().int()) }));

const blank = (v: string) => v.trim().length > 0;
export const createTicketRequestSchema = z.strictObject({
  title: z.string().max(TICKET_TITLE_MAX).refine(blank),
  description: z.string().max(TICKET_TEXT_MAX).refine(blank),
  category: ticketCategorySchema.default('general'),
  priority: ticketPrioritySchema.default('medium'),
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;
export const ticketResponseSchema = okEnvelope(ticketSchema);

export const addTicketMessageRequestSchema = z.strictObject({
  content: z.string().max(TICKET_TEXT_MAX).refine(blank),
  type: z.literal('user').default('user'),
});
export type AddTicketMessageRequest = z.input<typeof addTicketMessageRequestSchema>;
export const updateTicketRequestSchema = z.strictObject({ status: z.literal('closed') });
