import { z } from 'zod';
import { idSchema, isoDateSchema, okEnvelope } from './common';
import { GOLD_CURRENCY_CODES, MONEY_CURRENCY_CODES } from './constants';

/** Numbers the real API may send as strings. */
const numeric = z.lazy(() => z.union([z.number(), z.string()]));

export const currencySchema = z.lazy(() =>
  z.object({
    name: z.string(),
    unit: z.string(),
    precision: z.number().int().min(0),
    isChargeable: z.boolean(),
    isWithdrawable: z.boolean(),
    code: z.string(),
  }),
);
export type Currency = z.infer<typeof currencySchema>;

export const walletSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    currencyId: idSchema,
    currency: currencySchema,
    status: z.boolean(),
    balance: numeric,
    availableBalance: numeric,
    frozenAmount: numeric,
    /** Spelled so in the provider's data. */
    creaditAmount: numeric,
  }),
);
export type Wallet = z.infer<typeof walletSchema>;
export const walletListResponseSchema = z.lazy(() => okEnvelope(z.array(walletSchema)));
/** GET /wallets/me/{id} (spec: "not shown"): the wallet in `data`. */
export const walletResponseSchema = z.lazy(() => okEnvelope(walletSchema));

/** Wallet codes the mock keeps; the provider's other spellings are in constants. */
export const WALLET_CODES = ['TOMAN', 'GOLD_18K'] as const;
export type WalletCode = (typeof WALLET_CODES)[number];

export const isMoneyCurrency = (code: string) => (MONEY_CURRENCY_CODES as readonly string[]).includes(code);
export const isGoldCurrency = (code: string) => (GOLD_CURRENCY_CODES as readonly string[]).includes(code);

/**
 * What the mock's transactions are: money or gold in (a deposit, a credit), out (a withdrawal), or a side of a
 * trade. The provider's list may carry other types, so the schema takes any string.
 */
export const TRANSACTION_TYPES = ['deposit', 'withdraw', 'buy', 'sell'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * One movement of a wallet. `amount` is in the wallet's unit (Toman, or grams with three decimals) and signed:
 * positive into the wallet, negative out of it. A hold is `pending` until it is posted (`completed`) or
 * released whole (`released`, the mock's: a cancelled or expired trade request, a rejected withdrawal; nothing left
 * the wallet, so it is not a failed payment).
 */
export const transactionStatusSchema = z.lazy(() => z.enum(['completed', 'pending', 'failed', 'released']));
export const transactionSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    type: z.string(),
    description: z.string(),
    createdAt: isoDateSchema,
    amount: numeric,
    currency: z.string(),
    status: transactionStatusSchema,
    walletId: z.optional(idSchema),
  }),
);
export type Transaction = z.infer<typeof transactionSchema>;

const page = () => ({ page: z.number().int(), totalPages: z.number().int(), total: z.number().int() });
export const transactionListResponseSchema = z.lazy(() =>
  okEnvelope(z.object({ transactions: z.array(transactionSchema), ...page() })),
);

export const depositMethodSchema = z.lazy(() => z.enum(['receipt', 'gateway']));
export const depositStatusSchema = z.lazy(() => z.enum(['pending', 'approved', 'rejected']));
export const depositRequestSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    method: depositMethodSchema,
    amount: numeric,
    status: depositStatusSchema,
    createdAt: isoDateSchema,
    description: z.string().nullable().optional(),
    depositReferenceId: z.string().nullable().optional(),
    receiptUrl: z.string().nullable().optional(),
  }),
);
export type DepositRequest = z.infer<typeof depositRequestSchema>;
export const depositRequestListResponseSchema = z.lazy(() =>
  okEnvelope(z.object({ requests: z.array(depositRequestSchema), ...page() })),
);

export const paymentInfoSchema = z.lazy(() =>
  z.discriminatedUnion('method', [
    z.object({ method: z.literal('receipt'), receiptFile: z.string().min(1), receiptUrl: z.string().min(1) }),
    z.object({ method: z.literal('gateway'), gateway: z.string().min(1), redirectUrl: z.string().optional() }),
  ]),
);
/** POST /wallets/me/{id}/deposit-request. The spec's gateway shape has no `method`; the web adds it. */
/** Whole Toman: the only chargeable and withdrawable wallet is the Toman one. */
const tomanAmountSchema = z.lazy(() => z.number().int().positive().max(100_000_000_000));

export const createDepositRequestSchema = z.lazy(() =>
  z.strictObject({
    amount: tomanAmountSchema,
    description: z.string().max(500).optional().default(''),
    paymentInfo: paymentInfoSchema,
  }),
);
export type CreateDepositRequest = z.input<typeof createDepositRequestSchema>;
export const createDepositResponseSchema = z.lazy(() => okEnvelope(depositRequestSchema));

/** Receipt upload, `POST /wallets/me/upload-receipt`: multipart field `file`; answers `data.fileUrl` (a path on the API host). */
export const uploadReceiptResponseSchema = z.lazy(() => okEnvelope(z.object({ fileUrl: z.string(), fileName: z.string() })));

export const destinationInfoSchema = z.lazy(() =>
  z.object({
    bankName: z.string(),
    accountNumber: z.string(),
    accountHolder: z.string(),
    iban: z.string(),
    bankCode: z.string(),
  }),
);
export const withdrawStatusSchema = z.lazy(() => z.enum(['pending', 'approved', 'completed', 'rejected']));
export const withdrawRequestSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    amount: numeric,
    status: withdrawStatusSchema,
    createdAt: isoDateSchema,
    destinationInfo: destinationInfoSchema,
    adminNote: z.string().nullable().optional(),
  }),
);
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;
export const withdrawRequestListResponseSchema = z.lazy(() =>
  okEnvelope(z.object({ requests: z.array(withdrawRequestSchema), ...page() })),
);
export const createWithdrawRequestSchema = z.lazy(() =>
  z.strictObject({
    amount: tomanAmountSchema,
    destinationInfo: destinationInfoSchema,
  }),
);
export type CreateWithdrawRequest = z.infer<typeof createWithdrawRequestSchema>;
export const createWithdrawResponseSchema = z.lazy(() => okEnvelope(withdrawRequestSchema));

/** `wallet-update` event: the balance fields, plus type, amount and status in the notification variant. */
export const walletUpdateEventSchema = z.lazy(() =>
  z.object({
    walletId: idSchema,
    balance: numeric,
    availableBalance: numeric,
    frozenAmount: numeric,
    currency: z.string(),
    type: z.string().optional(),
    amount: numeric.optional(),
    status: z.string().optional(),
  }),
);
export type WalletUpdateEvent = z.infer<typeof walletUpdateEventSchema>;

/** POST /wallets (spec: "not shown"): opens the customer's wallet of a currency again, after a DELETE closed it. */
export const createWalletRequestSchema = z.lazy(() => z.strictObject({ currencyId: z.enum(['TOMAN', 'GOLD_18K']) }));
