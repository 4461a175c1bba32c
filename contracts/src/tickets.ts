import { z } from 'zod';
import { idSchema, isoDateSchema, okEnvelope } from './common';
import { TICKET_CATEGORIES, TICKET_PAGE_SIZE, TICKET_PRIORITIES, TICKET_STATUSES } from './constants';

export const ticketStatusSchema = z.lazy(() => z.enum(TICKET_STATUSES));
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
export const ticketCategorySchema = z.lazy(() => z.enum(TICKET_CATEGORIES));
export type TicketCategory = z.infer<typeof ticketCategorySchema>;
export const ticketPrioritySchema = z.lazy(() => z.enum(TICKET_PRIORITIES));
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;
export const ticketMessageTypeSchema = z.lazy(() => z.enum(['user', 'admin', 'system']));
export type TicketMessageType = z.infer<typeof ticketMessageTypeSchema>;

export const ticketMessageSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    content: z.string(),
    type: ticketMessageTypeSchema,
    createdAt: isoDateSchema,
  }),
);
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/**
 * Spec 2 section 3. The description is the customer's opening text and is not repeated among the messages. The
 * mock's list answers leave `messages` out and give `messageCount` instead; `GET /api/tickets/{id}` has both.
 */
export const ticketSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    ticketNumber: z.string(),
    title: z.string(),
    description: z.string(),
    category: ticketCategorySchema,
    priority: ticketPrioritySchema,
    status: ticketStatusSchema,
    messages: z.array(ticketMessageSchema).optional(),
    messageCount: z.number().int().min(0).optional(),
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
  }),
);
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /api/tickets?status&page&limit: the most recently active first. */
export const ticketListQuerySchema = z.lazy(() =>
  z.object({
    status: ticketStatusSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(TICKET_PAGE_SIZE),
  }),
);
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
export const ticketListResponseSchema = z.lazy(() =>
  okEnvelope(
    z.object({ tickets: z.array(ticketSchema), total: z.number().int(), page: z.number().int(), totalPages: z.number().int() }),
  ),
);

/** GET /api/tickets/stats: every status counted, zeros included. */
export const ticketStatsSchema = z.lazy(() =>
  z.object({
    byStatus: z.object({
      open: z.number().int(),
      in_progress: z.number().int(),
      resolved: z.number().int(),
      closed: z.number().int(),
    }),
    total: z.number().int(),
  }),
);
export type TicketStats = z.infer<typeof ticketStatsSchema>;
export const ticketStatsResponseSchema = z.lazy(() => okEnvelope(ticketStatsSchema));

/**
 * POST /api/tickets. The shape only: what the values may be (required, lengths, the category and priority) is
 * `readTicketDraft` in rules/tickets.ts, so that each rule answers its own error code.
 */
export const createTicketRequestSchema = z.lazy(() =>
  z.strictObject({
    title: z.string().optional(),
    description: z.string().optional(),
    category: z.string().optional(),
    priority: z.string().optional(),
  }),
);
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;
export const ticketResponseSchema = z.lazy(() => okEnvelope(ticketSchema));

/**
 * POST /api/tickets/{id}/messages. A customer's message is always `user`: a `type` sent is accepted and ignored
 * (spec 2 section 5). The content's rules are `ticketMessageProblem`.
 */
export const addTicketMessageRequestSchema = z.lazy(() =>
  z.strictObject({
    content: z.string(),
    type: z.unknown().optional(),
  }),
);
export type AddTicketMessageRequest = { content: string; type?: 'user' };
export const ticketMessageResponseSchema = z.lazy(() =>
  okEnvelope(z.object({ message: ticketMessageSchema, ticket: ticketSchema })),
);

/** PATCH /api/tickets/{id} ("not shown" in the spec): a customer may close their own ticket, and nothing else. */
export const updateTicketRequestSchema = z.lazy(() => z.strictObject({ status: z.string() }));
export type UpdateTicketRequest = { status: 'closed' };

/**
 * The `data` of a `ticket` notification: which ticket, and its status after the change. The panel refreshes that
 * ticket, so a reply arrives in an open conversation.
 */
export const ticketNotificationDataSchema = z.lazy(() =>
  z.object({
    ticketId: idSchema,
    ticketNumber: z.string(),
    status: ticketStatusSchema,
    messageId: z.optional(idSchema),
  }),
);
export type TicketNotificationData = z.infer<typeof ticketNotificationDataSchema>;
