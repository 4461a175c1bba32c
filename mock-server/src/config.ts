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
  /** Web Push to the customers' devices (realtime/web-push.ts); every field has a default. */
  webPush?: WebPushConfig;
  /**
   * The payment gateway's limits on one customer's deposits, in Toman: one payment, and all of a Tehran day's
   * payments together. A bank's card limits are of this kind; they also keep one customer from running the house's
   * gateway account up to the ledger's bound.
   */
  gatewayDeposit: { perPayment: number; perDay: number };
  support: { phone: string; email: string; telegram: string };
  /** What one customer may do, so that no script of one customer slows the mock for the others. */
  customerLimits: CustomerLimits;
  /** Bounds on receipts that back no deposit yet; `DEFAULT_RECEIPT_LIMITS` when unset. */
  receipts?: ReceiptLimits;
  /**
   * Origins of panels hosted elsewhere that may call the provider API and the socket (MOCK_CORS_ORIGINS). Empty: no
   * CORS headers at all, and the panel is served from this origin only.
   */
  corsOrigins: readonly string[];
};

export type CustomerLimits = {
  /** Trade requests open at once: each holds money until it ends. */
  openTradeRequests: number;
  tradeRequestsPerMinute: number;
  ticketsPerHour: number;
  ticketMessagesPerMinute: number;
};

/** A person asks far less than this; a script far more. */
export const defaultCustomerLimits: CustomerLimits = {
  openTradeRequests: 3,
  tradeRequestsPerMinute: 10,
  ticketsPerHour: 10,
  ticketMessagesPerMinute: 10,
};

export type WebPushConfig = {
  /**
   * MOCK_VAPID_PUBLIC_KEY and MOCK_VAPID_PRIVATE_KEY, base64url (`npx web-push generate-vapid-keys`). Unset: the mock
   * makes a pair at its first start and keeps it in its database, so that the devices' subscriptions outlive a restart.
   */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** MOCK_VAPID_SUBJECT: how a push service reaches the sender (RFC 8292), a mailto: or https: URL. */
  subject?: string;
  /**
   * MOCK_PUSH_SERVICES: push services on this machine or its network that subscriptions may name all the same, as exact
   * origins such as https://127.0.0.1:8443 (a test's stand-in). Every other such address is refused.
   */
  trustedServices?: string[];
  /** Certificates to trust for push services besides the system's (the tests' stand-in); NODE_EXTRA_CA_CERTS otherwise. */
  ca?: string;
  /** How long one push may wait for its push service's answer. */
  timeoutMs?: number;
  /** Pushes in flight at once. */
  concurrency?: number;
  /** Pushes waiting their turn; past this, new ones are dropped and said in the log. */
  maxQueued?: number;
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

/** MOCK_GATEWAY_MAX_PAYMENT and MOCK_GATEWAY_MAX_DAILY when unset: room for a large purchase in a demo, still a cap. */
export const DEFAULT_GATEWAY_DEPOSIT: MockConfig['gatewayDeposit'] = { perPayment: 200_000_000, perDay: 1_000_000_000 };

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
    gatewayDeposit: DEFAULT_GATEWAY_DEPOSIT,
    support: defaultSupport,
    customerLimits: defaultCustomerLimits,
    corsOrigins: [],
    ...overrides,
  };
}

/**
 * MOCK_CORS_ORIGINS: a comma-separated list of exact origins (`https://panel.example.ir,http://localhost:8080`). A
 * browser sends its page's origin as scheme, host and port only, so anything else (a path, a trailing slash, `*`)
 * could never match and is refused at start rather than failing every request later.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // refused below
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
      throw new Error(
        `MOCK_CORS_ORIGINS: "${origin}" is not an origin such as https://panel.example.ir or http://localhost:8080`,
      );
  }
  return [...new Set(origins)];
}
