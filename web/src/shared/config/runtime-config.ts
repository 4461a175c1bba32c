import { z } from 'zod/mini';
import { nonEmptySchema } from '@gold/contracts/common';
import { DEFAULT_SUPPORT, RUNTIME_CONFIG_ELEMENT_ID } from '@gold/contracts/constants';

/**
 * Read at start, so one build serves the real API and the mock: from a JSON script element in index.html where the
 * server writes one (the mock does: the first render waits for nothing), otherwise from config.json beside index.html.
 */
const runtimeConfigSchema = z.object({
  apiBaseUrl: z._default(z.string(), ''),
  socketUrl: z._default(z.string(), ''),
  socketPath: z._default(z.string(), '/socket.io'),
  support: z._default(z.object({ phone: z.string(), email: z.string(), telegram: z.string() }), DEFAULT_SUPPORT),
  /**
   * What the API offers beyond both spec documents; each is off unless said. `priceAlerts`: the mock's
   * /api/price-alerts, shown on the dashboard and by the trading page's prices.
   */
  capabilities: z._default(z.object({ priceAlerts: z._default(z.boolean(), false) }), { priceAlerts: false }),
  /** The mock says it serves a demo (shared/ui/demo-badge.tsx); the provider's deployment never does. */
  demo: z._default(z.boolean(), false),
  /**
   * Push messaging. Without it the browser's own Notification API is used; `firebase` selects Firebase Cloud Messaging,
   * `webpush` standard Web Push to the server's VAPID key (the mock sends it).
   */
  push: z.optional(
    z.object({
      provider: z.optional(z.enum(['browser', 'firebase', 'webpush'])),
      /** `webpush`: the server's VAPID public key (RFC 8292), base64url, for `pushManager.subscribe`. */
      vapidPublicKey: z.optional(nonEmptySchema),
      firebase: z.optional(
        z.object({
          apiKey: nonEmptySchema,
          authDomain: z.optional(z.string()),
          projectId: nonEmptySchema,
          messagingSenderId: nonEmptySchema,
          appId: nonEmptySchema,
          /** The web-push certificate key pair's public key. */
          vapidKey: nonEmptySchema,
        }),
      ),
    }),
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig = runtimeConfigSchema.parse({});

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      return (current = runtimeConfigSchema.parse(JSON.parse(inline)));
    } catch (error) {
      console.warn('the runtime configuration in index.html could not be read; reading config.json', error);
    }
  }
  try {
    const res = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
    if (res.ok) current = runtimeConfigSchema.parse(await res.json());
  } catch (error) {
    console.warn('config.json could not be read; using the same origin', error);
  }
  return current;
}

export const getRuntimeConfig = (): RuntimeConfig => current;
export const setRuntimeConfig = (config: Partial<RuntimeConfig>) => {
  current = runtimeConfigSchema.parse({ ...current, ...config });
};
