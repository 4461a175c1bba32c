export type MockConfig = {
  jwtSecret: string;
  /** Serve the control API and demo console under /__mock. */
  control: boolean;
  /** Approve pending items after this many ms; 0 means never. */
  autoApproveMs: number;
  /** The simulated support agent answers a new ticket or a customer's message after this many ms; 0 means never. */
  agentReplyMs: number;
  priceIntervalMs: number;
  /** Built web app to serve, with history fallback. */
  webDist: string | null;
  /** Validate every answer against contracts (development and tests). */
  validateResponses: boolean;
  /** Structured logs to stdout. */
  log: boolean;
  seed: number;
  support: { phone: string; email: string; telegram: string };
  /** Bounds on receipts that back no deposit yet; `DEFAULT_RECEIPT_LIMITS` when unset. */
  receipts?: ReceiptLimits;
};

export type ReceiptLimits = {
  /** Receipts a customer may keep that back no deposit. */
  maxUnattached: number;
  /** Their bytes together. */
  maxUnattachedBytes: number;
  /** A receipt that backs no deposit is deleted once it is this old. */
  orphanTtlMs: number;
};

/**
 * Enough for a customer to retry a rejected file a few times before a deposit, and far too little to fill the disk:
 * a customer's unattached receipts take at most five files or 30 MB, and each lives a day.
 */
export const DEFAULT_RECEIPT_LIMITS: ReceiptLimits = {
  maxUnattached: 5,
  maxUnattachedBytes: 30 * 1024 * 1024,
  orphanTtlMs: 24 * 60 * 60 * 1000,
};

import { DEFAULT_SUPPORT } from '@gold/contracts/constants';

export const defaultSupport = DEFAULT_SUPPORT;

export function testConfig(overrides: Partial<MockConfig> = {}): MockConfig {
  return {
    jwtSecret: 'test-secret',
    control: true,
    autoApproveMs: 0,
    agentReplyMs: 0,
    priceIntervalMs: 0,
    webDist: null,
    validateResponses: true,
    log: false,
    seed: 1,
    support: defaultSupport,
    ...overrides,
  };
}
