import { z } from 'zod';
import { isoDateSchema } from './common';
import { userSchema } from './profile';
import { notificationSchema, notificationTypeSchema, prioritySchema } from './notifications';
import { hasGoldPrecision } from './money';
import { ticketMessageSchema, ticketSchema, ticketStatusSchema } from './tickets';
import { mobileSchema } from './auth';
import { TICKET_TEXT_MAX } from './constants';
import { hasVisibleText } from './rules/visible-text';

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

/**
 * A demo scenario (mock-server/src/control/scenarios/*.json): a Persian title and description, and steps the mock
 * plays in order. A step acts after its delay; one that acts on something the customer must do first (a sign-up, a
 * KYC request, a deposit, a withdrawal, a ticket, a trade, a price alert) waits for it on cue, then for its delay.
 * `{name}` in a message or a notification stands for the customer's first name.
 */
const scenarioNoteSchema = () => z.string().trim().min(1).max(500);
/** A text a customer reads: something visible, not only spaces and invisible marks. */
const scenarioTextSchema = (max: number) =>
  z.string().trim().max(max).refine(hasVisibleText, { error: 'متن باید دست‌کم یک حرف یا رقم داشته باشد' });
/** One tick of a price path: a move of both prices by a percentage, or both prices (Toman a gram). */
export const scenarioPriceTickSchema = z.lazy(() =>
  z.union([
    z.strictObject({ percent: z.number().min(-20).max(20) }),
    z
      .strictObject({ buyPrice: priceSchema, sellPrice: priceSchema })
      .refine((p) => p.sellPrice < p.buyPrice, { error: 'قیمت فروش باید کمتر از قیمت خرید باشد', path: ['sellPrice'] }),
  ]),
);
export const scenarioActionSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    /** Waits for the customer to sign up (registered and verified). */
    z.strictObject({ kind: z.literal('wait-signup') }),
    /** Approves the customer's pending KYC changes and bank accounts; with `untilLevel`, goes on until that level. */
    z.strictObject({ kind: z.literal('approve-kyc'), untilLevel: z.union([z.literal(1), z.literal(2)]).optional() }),
    z.strictObject({ kind: z.literal('confirm-deposit'), note: scenarioNoteSchema().optional() }),
    z.strictObject({ kind: z.literal('approve-withdrawal'), note: scenarioNoteSchema().optional() }),
    /** Holds the price at each tick in turn, `everyMs` apart (2 s when unset); the walk waits until `price-walk`. */
    z.strictObject({
      kind: z.literal('price-path'),
      everyMs: z.number().int().min(100).max(60_000).optional(),
      ticks: z.array(scenarioPriceTickSchema).min(1).max(100),
    }),
    z.strictObject({ kind: z.literal('price-walk') }),
    /** These dealers make no offer from now until the scenario ends; an empty list brings every dealer back. */
    z.strictObject({ kind: z.literal('quiet-dealers'), dealers: z.array(z.string().min(1)).max(20) }),
    /** Answers, as the support agent, the customer's ticket opened or written in since the scenario began. */
    z.strictObject({
      kind: z.literal('answer-ticket'),
      message: scenarioTextSchema(TICKET_TEXT_MAX),
      status: ticketStatusSchema.optional(),
    }),
    z.strictObject({ kind: z.literal('market'), mode: marketModeSchema }),
    z.strictObject({
      kind: z.literal('notify'),
      type: notificationTypeSchema,
      title: scenarioTextSchema(200),
      message: scenarioTextSchema(2000),
      priority: prioritySchema.optional(),
    }),
    /** Waits for the customer to complete a trade. */
    z.strictObject({ kind: z.literal('wait-trade') }),
    /** Waits until the customer has a price alert waiting. */
    z.strictObject({ kind: z.literal('wait-price-alert') }),
  ]),
);
export type ScenarioAction = z.infer<typeof scenarioActionSchema>;
export type ScenarioActionKind = ScenarioAction['kind'];
export const scenarioStepSchema = z.lazy(() =>
  z.strictObject({
    /** What the console shows for the step; a description of the action when unset. */
    title: z.string().trim().min(1).max(120).optional(),
    /** After the previous step, or after the cue the step waits for. */
    delayMs: z.number().int().min(0).max(600_000).default(0),
    action: scenarioActionSchema,
  }),
);
export type ScenarioStep = z.infer<typeof scenarioStepSchema>;
export const scenarioFileSchema = z.lazy(() =>
  z.strictObject({
    title: z.string().trim().min(1).max(80),
    description: z.string().trim().min(1).max(600),
    steps: z.array(scenarioStepSchema).min(1).max(50),
  }),
);
export type ScenarioFile = z.infer<typeof scenarioFileSchema>;

export const SCENARIO_STEP_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export const scenarioStepStateSchema = z.lazy(() => z.enum(SCENARIO_STEP_STATES));
export type ScenarioStepState = z.infer<typeof scenarioStepStateSchema>;
export const SCENARIO_PLAYBACK_STATUSES = ['playing', 'paused', 'finished', 'failed', 'stopped'] as const;
export const scenarioPlaybackStatusSchema = z.lazy(() => z.enum(SCENARIO_PLAYBACK_STATUSES));
export type ScenarioPlaybackStatus = z.infer<typeof scenarioPlaybackStatusSchema>;

/** POST /__mock/scenarios/:name/play: `speed` divides every delay (tests); `mobile` names the story's customer. */
export const controlScenarioPlayRequestSchema = z.lazy(() =>
  z.strictObject({
    speed: z.number().min(1).max(1000).optional(),
    mobile: z.optional(mobileSchema),
  }),
);
export type ControlScenarioPlayRequest = z.input<typeof controlScenarioPlayRequestSchema>;
/** A world's playback: the scenario, its state, and each step's state with a Persian line of what happened. */
export const scenarioPlaybackSchema = z.lazy(() =>
  z.object({
    scenario: z.string(),
    title: z.string(),
    status: scenarioPlaybackStatusSchema,
    line: z.string(),
    speed: z.number(),
    /** The story's customer: named in the play request, or found at the first cue. */
    customer: z.object({ mobile: z.string(), name: z.string().nullable() }).nullable(),
    startedAt: isoDateSchema,
    endedAt: z.nullable(isoDateSchema),
    steps: z.array(
      z.object({ title: z.string(), state: scenarioStepStateSchema, line: z.string(), at: z.nullable(isoDateSchema) }),
    ),
  }),
);
export type ScenarioPlayback = z.infer<typeof scenarioPlaybackSchema>;
export const controlScenarioPlaybackResponseSchema = z.lazy(() => z.object({ playback: scenarioPlaybackSchema.nullable() }));
/** GET /__mock/scenarios: every scenario with its steps, and the playback, if any. */
export const controlScenariosResponseSchema = z.lazy(() =>
  z.object({
    scenarios: z.array(
      z.object({
        name: z.string(),
        title: z.string(),
        description: z.string(),
        steps: z.array(z.object({ title: z.string(), delayMs: z.number().int(), action: scenarioActionSchema })),
      }),
    ),
    playback: scenarioPlaybackSchema.nullable(),
  }),
);
export type ControlScenariosResponse = z.infer<typeof controlScenariosResponseSchema>;

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
