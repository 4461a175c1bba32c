import { z } from 'zod';
import { DEFAULT_SUPPORT } from '@gold/contracts/constants';

/** Read at start from config.json beside index.html, so one build serves the real API and the mock. */
const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().default(''),
  socketUrl: z.string().default(''),
  socketPath: z.string().default('/socket.io'),
  support: z.object({ phone: z.string(), email: z.string(), telegram: z.string() }).default(DEFAULT_SUPPORT),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig = runtimeConfigSchema.parse({});

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
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
