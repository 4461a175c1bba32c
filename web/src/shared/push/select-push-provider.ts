import { getRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { createBrowserPushProvider } from './browser-push-provider';
import { createFirebasePushProvider } from './firebase-push-provider';
import type { PushProvider } from './push-provider';
import { createWebPushProvider } from './webpush-push-provider';

/**
 * Web Push when config.json asks for `webpush` with the server's VAPID key; Firebase when it carries a Firebase config
 * (and does not ask for `browser`); the browser otherwise.
 */
export function createPushProvider(config: RuntimeConfig['push']): PushProvider {
  if (config?.provider === 'webpush' && config.vapidPublicKey) return createWebPushProvider(config.vapidPublicKey);
  if (config?.firebase && config.provider !== 'browser') return createFirebasePushProvider(config.firebase);
  return createBrowserPushProvider();
}

let current: PushProvider | null = null;

/** The panel's one provider, made from the runtime config on first use. */
export function getPushProvider(): PushProvider {
  current ??= createPushProvider(getRuntimeConfig().push);
  return current;
}

/** Tests: forget the provider, so the next call reads the config again. */
export function resetPushProvider(): void {
  current = null;
}
