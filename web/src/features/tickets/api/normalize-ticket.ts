import { z } from 'zod';
import { TICKET_PAGE_SIZE, TICKET_STATUSES } from '@gold/contracts/constants';
import {
  ticketCategorySchema,
  ticketMessageTypeSchema,
  ticketPrioritySchema,
  ticketStatusSchema,
  type TicketCategory,
  type TicketMessageType,
  type TicketPriority,
  type TicketStatus,
  type TicketStats,
} from '@gold/contracts/tickets';
import { InvalidResponseError, unwrap, unwrapArray } from '../../../shared/api/normalize';

/** A message as the panel shows it; a time the provider left out or garbled is null. */
export type TicketMessageView = { id: string; content: string; type: TicketMessageType; createdAt: string | null };

/**
 * A ticket as the panel shows it. `messages` is null where the answer had none (the list's items); `messageCount` is
 * always known: the provider's count, else the messages it sent, else 0.
 */
export type TicketView = {
  id: string;
  ticketNumber: string;
  title: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  messages: TicketMessageView[] | null;
  messageCount: number;
  createdAt: string | null;
  updatedAt: string | null;
};

export type TicketPage = { tickets: TicketView[]; page: number; totalPages: number; total: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `_id` (a Mongo-style provider) stands in for a missing `id`. */
const withId = (value: unknown) =>
  isRecord(value) && value.id === undefined && value._id !== undefined ? { ...value, id: value._id } : value;

const providerId = z.union([z.string().min(1), z.number()]).transform(String);
const count = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(0));
const date = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .nullable()
  .catch(null);

const providerMessageSchema = z.preprocess(
  (value) => {
    const message = withId(value);
    // `message` or `text` where the contract says `content`.
    if (isRecord(message) && message.content === undefined) return { ...message, content: message.message ?? message.text };
    return message;
  },
  z.object({
    id: providerId.optional().catch(undefined),
    content: z.string(),
    // An author the panel does not know is shown as neither side: a system note.
    type: ticketMessageTypeSchema.catch('system'),
    createdAt: date,
  }),
);

const providerTicketSchema = z.preprocess(
  withId,
  z.object({
    id: providerId,
    ticketNumber: z.union([z.string(), z.number().transform(String)]).catch(''),
    title: z.string().catch(''),
    description: z.string().catch(''),
    category: ticketCategorySchema.catch('general'),
    priority: ticketPrioritySchema.catch('medium'),
    status: ticketStatusSchema.catch('open'),
    messages: z.array(z.unknown()).optional().catch(undefined),
    messageCount: count.optional().catch(undefined),
    createdAt: date,
    updatedAt: date,
  }),
);

function toMessages(raw: readonly unknown[]): TicketMessageView[] {
  return raw.flatMap((item, index) => {
    const parsed = providerMessageSchema.safeParse(item);
    if (!parsed.success) return [];
    const { id, ...message } = parsed.data;
    return [{ ...message, id: id ?? `message-${index}` }];
  });
}

/** One ticket, or null when it has no id. */
export function readTicket(raw: unknown): TicketView | null {
  const parsed = providerTicketSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { messages: rawMessages, messageCount, ...ticket } = parsed.data;
  const messages = rawMessages ? toMessages(rawMessages) : null;
  return {
    ...ticket,
    ticketNumber: ticket.ticketNumber || ticket.id,
    messages,
    messageCount: messageCount ?? rawMessages?.length ?? 0,
    updatedAt: ticket.updatedAt ?? ticket.createdAt,
  };
}

/** One message, or null when it has no text. */
export function readTicketMessage(raw: unknown): TicketMessageView | null {
  const [message] = toMessages([raw]);
  return message ?? null;
}

/** `GET /api/tickets/{id}`: the ticket in data, in data.data or bare. */
export function normalizeTicket(body: unknown): TicketView {
  const ticket = readTicket(unwrap(body, z.preprocess(withId, z.object({ id: providerId }).loose())));
  if (!ticket) throw new InvalidResponseError();
  return ticket;
}

const pageShape = z.object({
  tickets: z.array(z.unknown()),
  page: count.optional().catch(undefined),
  totalPages: count.optional().catch(undefined),
  total: count.optional().catch(undefined),
  pagination: z
    .object({
      page: count.optional().catch(undefined),
      totalPages: count.optional().catch(undefined),
      total: count.optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

/**
 * `GET /api/tickets`: `data { tickets, total, page, totalPages }` (the counts possibly under `pagination`), in data,
 * in data.data or bare, or just an array of tickets. A ticket without an id is left out; missing counts are worked
 * out from what arrived.
 */
export function normalizeTicketPage(body: unknown, requested: number, pageSize = TICKET_PAGE_SIZE): TicketPage {
  let shape: z.infer<typeof pageShape>;
  try {
    shape = unwrap(body, pageShape);
  } catch {
    shape = { tickets: unwrapArray(body) };
  }
  const tickets = shape.tickets.flatMap((raw) => {
    const ticket = readTicket(raw);
    return ticket ? [ticket] : [];
  });
  const page = shape.page ?? shape.pagination?.page ?? requested;
  const total = shape.total ?? shape.pagination?.total ?? (page - 1) * pageSize + tickets.length;
  const totalPages = shape.totalPages ?? shape.pagination?.totalPages ?? Math.max(1, Math.ceil(total / pageSize));
  return { tickets, page: page || requested, totalPages, total };
}

const statsShape = z.object({
  byStatus: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]),
  total: count.optional().catch(undefined),
});
/** `in-progress` and `inProgress` are the same status as `in_progress`. */
const statusKey = (key: string) =>
  key
    .replace(/[-\s]/g, '_')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase();

/**
 * `GET /api/tickets/stats`: `data { byStatus, total }`. A status left out counts 0; `byStatus` may also come as an
 * aggregation's rows, `[{ _id: 'open', count: 3 }]`. The total is the sum when the provider gives none.
 */
export function normalizeTicketStats(body: unknown): TicketStats {
  const shape = unwrap(body, statsShape);
  const counts: Record<string, number> = {};
  const add = (key: unknown, value: unknown) => {
    const parsed = count.safeParse(value);
    if (typeof key === 'string' && parsed.success) counts[statusKey(key)] = (counts[statusKey(key)] ?? 0) + parsed.data;
  };
  if (Array.isArray(shape.byStatus)) {
    for (const row of shape.byStatus) if (isRecord(row)) add(row._id ?? row.status, row.count);
  } else {
    for (const [key, value] of Object.entries(shape.byStatus)) add(key, value);
  }
  const byStatus = Object.fromEntries(TICKET_STATUSES.map((status) => [status, counts[status] ?? 0])) as TicketStats['byStatus'];
  const sum = TICKET_STATUSES.reduce((total, status) => total + byStatus[status], 0);
  return { byStatus, total: shape.total ?? sum };
}
