import { z } from 'zod';
import { isoDateSchema } from './common';
import { userSchema } from './profile';
import { notificationSchema, notificationTypeSchema, prioritySchema } from './notifications';
import { hasGoldPrecision } from './money';
import { ticketMessageSchema, ticketSchema, ticketStatusSchema } from './tickets';
import { TICKET_TEXT_MAX } from './constants';

/** Far above any demo, and far below where sums of them would stop being exact in JavaScript. */
const MAX_CREDIT_TOMAN = 100_000_000_000;
const MAX_CREDIT_GRAMS = 1_000_000;
// Built afresh where they are used: each use narrows them with methods of its own.
const tomanAmount = () => z.number().int({ error: 'مبلغ تومان باید عدد صحیح باشد' }).min(0).max(MAX_CREDIT_TOMAN);
const gramsAmount = () =>
  z.number().min(0).max(MAX_CREDIT_GRAMS).refine(hasGoldPrecision, { error: 'مقدار طلا حداکثر سه رقم اعشار دارد' });

/** The mock server's control API under /__mock (demo and tests only). */

export const otpPurposeSchema = z.lazy(() => z.enum(['register', 'reset-password', 'phone-change']));
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;
const controlOtpShape = () => ({
  mobile: z.string(),
  otp: z.string(),
  purpose: otpPurposeSchema,
  expiresAt: isoDateSchema,
});
export const controlOtpResponseSchema = z.lazy(() => z.object(controlOtpShape()));
export type ControlOtpResponse = z.infer<typeof controlOtpResponseSchema>;
/** GET /__mock/otps: the newest codes sent, newest first (the demo console lists them). */
export const controlOtpListResponseSchema = z.lazy(() =>
  z.object({
    items: z.array(z.object({ ...controlOtpShape(), createdAt: isoDateSchema, used: z.boolean() })),
  }),
);
export type ControlOtpListResponse = z.infer<typeof controlOtpListResponseSchema>;

export const controlResetRequestSchema = z.lazy(() => z.strictObject({ seed: z.number().int().optional() }));

export const controlCreateUserRequestSchema = z.lazy(() =>
  z.strictObject({
    mobile: z.string().min(1),
    name: z.string().min(1),
    password: z.string().min(1),
    isActive: z.boolean().optional(),
    isVerified: z.boolean().optional(),
    restricted: z.boolean().optional(),
    kycLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    email: z.email().optional(),
    balances: z.object({ toman: tomanAmount().optional(), gold: gramsAmount().optional() }).optional(),
  }),
);
export type ControlCreateUserRequest = z.input<typeof controlCreateUserRequestSchema>;
export const controlUpdateUserRequestSchema = z.lazy(() =>
  z.strictObject({
    isActive: z.boolean().optional(),
    isVerified: z.boolean().optional(),
    restricted: z.boolean().optional(),
    kycLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  }),
);
export type ControlUpdateUserRequest = z.input<typeof controlUpdateUserRequestSchema>;
export const controlUserResponseSchema = z.lazy(() => z.object({ user: userSchema }));

/** Credits a customer's wallet from the house's opening-balance account: Toman whole, gold in grams (3 decimals). */
export const controlCreditRequestSchema = z.lazy(() =>
  z.discriminatedUnion('currency', [
    z.strictObject({
      currency: z.literal('TOMAN'),
      amount: tomanAmount().refine((n) => n > 0, { error: 'مبلغ باید بیشتر از صفر باشد' }),
    }),
    z.strictObject({
      currency: z.literal('GOLD_18K'),
      amount: gramsAmount().refine((n) => n > 0, { error: 'مقدار باید بیشتر از صفر باشد' }),
    }),
  ]),
);
export type ControlCreditRequest = z.infer<typeof controlCreditRequestSchema>;

/**
 * GET /__mock/ledger: the ledger's invariants. Amounts are in minor units: Toman, and milligrams of gold. A currency's
 * totals add up every account's, so they may pass 2^53: then they are the nearest number, and `balanced` is still
 * decided exactly.
 */
export const ledgerTotalsSchema = z.lazy(() => z.object({ debits: z.number().min(0), credits: z.number().min(0) }));
export const controlLedgerResponseSchema = z.lazy(() =>
  z.object({
    balanced: z.boolean(),
    currencies: z.object({ TOMAN: ledgerTotalsSchema, GOLD_18K: ledgerTotalsSchema }),
    /** Customer accounts whose balance (or usable balance) is below zero: always empty, the database refuses it. */
    negativeAccounts: z.array(z.object({ accountId: z.string(), currency: z.string(), balance: z.number().int() })),
    /** Accounts whose kept balances differ from the sum of their transfers: always empty. */
    mismatchedAccounts: z.array(z.string()),
    transfers: z.number().int(),
  }),
);
export type ControlLedgerResponse = z.infer<typeof controlLedgerResponseSchema>;

/** POST /__mock/grow: adds history to one customer in bulk (benchmarks and demos of a long-lived account). */
export const controlGrowRequestSchema = z.lazy(() =>
  z.strictObject({
    mobile: z.string().min(1),
    notifications: z.number().int().min(0).max(200_000).optional(),
    transfers: z.number().int().min(0).max(200_000).optional(),
  }),
);
export const controlGrowResponseSchema = z.lazy(() => z.object({ notifications: z.number().int(), transfers: z.number().int() }));

export const APPROVAL_KINDS = [
  'bank-account',
  'name-change',
  'national-id-change',
  'birthdate-change',
  'deposit',
  'withdraw',
] as const;
export const approvalKindSchema = z.lazy(() => z.enum(APPROVAL_KINDS));
export type ApprovalKind = z.infer<typeof approvalKindSchema>;
export const approvalItemSchema = z.lazy(() =>
  z.object({
    kind: approvalKindSchema,
    id: z.string(),
    mobile: z.string(),
    summary: z.string(),
    createdAt: isoDateSchema,
    /** A receipt deposit's receipt, served by the control API. */
    receiptUrl: z.string().optional(),
  }),
);
export type ApprovalItem = z.infer<typeof approvalItemSchema>;
export const controlApprovalsResponseSchema = z.lazy(() => z.object({ items: z.array(approvalItemSchema) }));
export const controlDecisionRequestSchema = z.lazy(() =>
  z.strictObject({
    decision: z.enum(['approve', 'reject']),
    note: z.string().max(500).optional(),
  }),
);

export const marketModeSchema = z.lazy(() => z.enum(['open', 'closed', 'hours']));
export type MarketMode = z.infer<typeof marketModeSchema>;
export const controlMarketRequestSchema = z.lazy(() => z.strictObject({ mode: marketModeSchema }));

/** Toman a gram, whole: far above any real price, and an integer as the database keeps it. */
const priceSchema = z.lazy(() => z.number().int({ error: 'قیمت باید عدد صحیح تومان باشد' }).positive().max(10_000_000_000));
export const controlPriceRequestSchema = z.lazy(() =>
  z.union([
    z
      .strictObject({ buyPrice: priceSchema, sellPrice: priceSchema })
      .refine((p) => p.sellPrice < p.buyPrice, { error: 'قیمت فروش باید کمتر از قیمت خرید باشد', path: ['sellPrice'] }),
    z.strictObject({ mode: z.literal('walk') }),
  ]),
);
export type ControlPriceRequest = z.infer<typeof controlPriceRequestSchema>;

export const controlNotificationRequestSchema = z.lazy(() =>
  z.strictObject({
    type: notificationTypeSchema,
    title: z.string().min(1).max(200),
    message: z.string().min(1).max(2000),
    priority: prioritySchema.optional(),
  }),
);
export type ControlNotificationRequest = z.input<typeof controlNotificationRequestSchema>;
export const controlNotificationResponseSchema = z.lazy(() => z.object({ notification: notificationSchema }));
/** POST /__mock/tickets/:id/messages: the salesperson answers as the agent (`admin`, the default) or the system. */
export const controlTicketMessageRequestSchema = z.lazy(() =>
  z.strictObject({
    content: z
      .string()
      .max(TICKET_TEXT_MAX)
      .refine((v) => v.trim().length > 0, { error: 'متن پیام نمی‌تواند خالی باشد' }),
    type: z.enum(['admin', 'system']).optional(),
  }),
);
export const controlTicketMessageResponseSchema = z.lazy(() => z.object({ message: ticketMessageSchema }));
/** PATCH /__mock/tickets/:id: any status, reopening a closed ticket included. */
export const controlTicketUpdateRequestSchema = z.lazy(() => z.strictObject({ status: ticketStatusSchema }));
export const controlTicketUpdateResponseSchema = z.lazy(() => z.object({ ticket: ticketSchema }));
/** GET /__mock/tickets: every ticket not closed, the longest waiting first (the demo console). */
export const controlTicketSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    ticketNumber: z.string(),
    mobile: z.string(),
    name: z.string(),
    title: z.string(),
    category: z.string(),
    priority: z.string(),
    status: ticketStatusSchema,
    updatedAt: isoDateSchema,
    lastMessage: z.object({ type: z.string(), content: z.string(), createdAt: isoDateSchema }).nullable(),
    /** When the simulated agent will answer, if it owes an answer. */
    agentReplyAt: z.nullable(isoDateSchema),
  }),
);
export type ControlTicket = z.infer<typeof controlTicketSchema>;
export const controlTicketsResponseSchema = z.lazy(() => z.object({ items: z.array(controlTicketSchema) }));

export const controlFaultsRequestSchema = z.lazy(() =>
  z.strictObject({
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    failRate: z.number().min(0).max(1).optional(),
    failStatus: z.number().int().min(400).max(599).optional(),
    pathPrefix: z.string().optional(),
  }),
);
export type ControlFaults = z.infer<typeof controlFaultsRequestSchema>;

/** GET /__mock/trade-requests: the open trade requests with their dealers' offers, oldest first (the demo console). */
export const controlTradeRequestSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    mobile: z.string(),
    name: z.string(),
    type: z.enum(['buy', 'sell']),
    /** Grams. */
    amount: z.number(),
    /** The customer's limit, Toman a gram. */
    price: z.number().int(),
    createdAt: isoDateSchema,
    expiresAt: isoDateSchema,
    offers: z.array(z.object({ id: z.string(), dealerName: z.string(), price: z.number().int() })),
  }),
);
export type ControlTradeRequest = z.infer<typeof controlTradeRequestSchema>;
export const controlTradeRequestsResponseSchema = z.lazy(() => z.object({ items: z.array(controlTradeRequestSchema) }));

/**
 * A sandbox: a world of its own for one demo (its database, price walk, switches, approvals, codes and agent), which a
 * browser enters through `entryUrl` and stays in by a cookie.
 */
export const controlSandboxSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    /** Opening it binds the browser to the sandbox; a phone scans it as a QR code. */
    entryUrl: z.string(),
    createdAt: isoDateSchema,
    lastUsedAt: isoDateSchema,
    /** Its timers run: someone used it lately, or a panel is connected. */
    active: z.boolean(),
    /** Panels connected to its socket now. */
    connections: z.number().int().min(0),
  }),
);
export type ControlSandbox = z.infer<typeof controlSandboxSchema>;
/** POST /__mock/sandboxes: 201. */
export const controlSandboxResponseSchema = z.lazy(() => z.object({ sandbox: controlSandboxSchema }));
/** GET /__mock/sandboxes: newest first; `current` is the sandbox of the browser asking, null for the default world. */
export const controlSandboxListResponseSchema = z.lazy(() =>
  z.object({
    items: z.array(controlSandboxSchema),
    current: z.string().nullable(),
    max: z.number().int().min(0),
    idleMinutes: z.number().min(0),
  }),
);
export type ControlSandboxListResponse = z.infer<typeof controlSandboxListResponseSchema>;
