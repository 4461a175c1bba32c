export type MockConfig = {
  jwtSecret: string;
  /** Serve the control API and demo console under /__mock. */
  control: boolean;
  /** When set, the control API and the console answer only to this token (a bearer header, or the console's sign-in). */
  controlToken?: string;
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
  /** What one customer may do, so that no script of one customer slows the mock for the others. */
  customerLimits: CustomerLimits;
};

export type CustomerLimits = {
  /** Trade requests open at once: each holds money until it ends. */
  openTradeRequests: number;
  tradeRequestsPerMinute: number;
};

/** A person asks far less than this; a script far more. */
export const defaultCustomerLimits: CustomerLimits = { openTradeRequests: 3, tradeRequestsPerMinute: 10 };

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
    customerLimits: defaultCustomerLimits,
    ...overrides,
  };
}
